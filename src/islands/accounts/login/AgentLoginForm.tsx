import { textOf, type Words } from '../../../i18n/text.ts';
import { UsernameLoginForm } from './UsernameLoginForm.tsx';
import '../shared/accounts.css';
import '../../ui/dialog.css';

/** The catalogue files the form reads, given by the page (src/i18n/resources.ts `wordsOf`). */
export const AGENT_LOGIN_NAMESPACES = ['login', 'errors'] as const;
export type AgentLoginWords = Words<(typeof AGENT_LOGIN_NAMESPACES)[number]>;

const openForgot = () => void import('../forgot/open-forgot.ts').then((m) => m.openForgot());

/**
 * The agent login page's form (SPEC section 2, /agent): the same login with `agentLogin`, so a
 * member is refused ('Non-agents cannot log in'); no remember-me and no SMS tab. Success goes to
 * the agent centre, or first to the forced password change.
 */
export const AgentLoginForm = ({ words }: { words: AgentLoginWords }) => {
  const t = textOf(words);
  return (
    <>
      <UsernameLoginForm t={t} agentPage />
      <p className="account-links">
        <button type="button" className="account-link" onClick={openForgot}>
          {t('login.forgot')}
        </button>
      </p>
    </>
  );
};
