import { useEffect, useId, useState } from 'react';
import type { SocialProvider } from '../../../../contract/social.ts';
import { ApiError } from '../../../api-client/errors.ts';
import { failureText } from '../../../i18n/failure-text.ts';
import type { Text } from '../../../i18n/text.ts';
import { currentInvitation } from '../register/invitation-memory.ts';
import { fetchSocialProviders, startSocialSignIn } from './social-api.ts';
import './social.css';

type Providers = { kind: 'loading' } | { kind: 'ready'; list: SocialProvider[] };

/** The pop-up's words: the heading over the buttons and a button's label. */
export interface SocialWords {
  heading: string;
  button: (name: string) => string;
}

/** The invitation codes of this page (referral link, affiliate domain, or remembered), for a sign-up at the end. */
const pageCodes = () => {
  const { affiliateCode, referralCode } = currentInvitation(location.href);
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
};

/**
 * The login and register pop-ups' one-click sign-in: a button per provider the platform says is
 * on, read when the pop-up opens (no page carries the list). A click asks the platform for the
 * provider's address, with the page's invitation codes, and goes there; the provider brings the
 * browser back signed in, or to the sign-up of a new identity.
 */
export const SocialSignIn = ({ t, words, forSignUp = false }: { t: Text<'errors'>; words: SocialWords; forSignUp?: boolean }) => {
  const headingId = useId();
  const [providers, setProviders] = useState<Providers>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // As in the register form: a link's code the platform refused is not sent again.
  const [withCodes, setWithCodes] = useState(true);
  useEffect(() => {
    const abort = new AbortController();
    // No list, no buttons: the other ways to log in stay.
    fetchSocialProviders(abort.signal).then(
      (list) => setProviders({ kind: 'ready', list }),
      () => !abort.signal.aborted && setProviders({ kind: 'ready', list: [] }),
    );
    return () => abort.abort();
  }, []);
  if (providers.kind === 'loading' || providers.list.length === 0) return null;

  /**
   * The provider's address. A code the platform refuses stops a sign-up from the register pop-up,
   * which says why; the login pop-up, where most are members already, goes on without it.
   */
  const addressOf = async (key: string) => {
    try {
      return await startSocialSignIn(key, withCodes ? pageCodes() : {});
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.errorCode === 'invitation_code_error')) throw failure;
      setWithCodes(false);
      if (forSignUp) throw failure;
      return startSocialSignIn(key, {});
    }
  };

  const go = async (key: string) => {
    if (busy) return;
    setBusy(key);
    setError(null);
    try {
      location.assign(await addressOf(key));
    } catch (failure) {
      setError(failureText(t, failure));
      setBusy(null);
    }
  };
  return (
    <section className="login-social" aria-labelledby={headingId}>
      <h3 id={headingId} className="login-social__heading">
        {words.heading}
      </h3>
      <ul className="ui-bare-list login-social__list">
        {providers.list.map((p) => (
          <li key={p.key}>
            <button type="button" className="button login-social__button" aria-disabled={busy !== null} onClick={() => void go(p.key)}>
              {words.button(p.name)}
            </button>
          </li>
        ))}
      </ul>
      <p className="login-social__error" role="alert">
        {error ?? ''}
      </p>
    </section>
  );
};
