import { useEffect, useState } from 'react';
import type { SocialProvider } from '../../../../contract/social.ts';
import { failureText } from '../../../i18n/failure-text.ts';
import type { LoginText } from '../login/login-params.ts';
import { fetchSocialProviders, startSocialSignIn } from './social-api.ts';
import './social.css';

type Providers = { kind: 'loading' } | { kind: 'ready'; list: SocialProvider[] };

/**
 * The login pop-up's one-click sign-in: a button per provider the platform says is on, read when
 * the pop-up opens (no page carries the list). A click asks the platform for the provider's
 * address and goes there; the provider brings the browser back signed in.
 */
export const SocialSignIn = ({ t }: { t: LoginText }) => {
  const [providers, setProviders] = useState<Providers>({ kind: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
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

  const go = async (key: string) => {
    if (busy) return;
    setBusy(key);
    setError(null);
    try {
      location.assign(await startSocialSignIn(key));
    } catch (failure) {
      setError(failureText(t, failure));
      setBusy(null);
    }
  };
  return (
    <section className="login-social" aria-labelledby="login-social-heading">
      <h3 id="login-social-heading" className="login-social__heading">
        {t('login.social.heading')}
      </h3>
      <ul className="ui-bare-list login-social__list">
        {providers.list.map((p) => (
          <li key={p.key}>
            <button type="button" className="button login-social__button" aria-disabled={busy !== null} onClick={() => void go(p.key)}>
              {t('login.social.continue', { name: p.name })}
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
