import { UsernameLoginForm, type LoginFormText } from './UsernameLoginForm.tsx';
import '../shared/accounts.css';
import '../../ui/dialog.css';

export interface AgentLoginText extends LoginFormText {
  forgot: string;
}

const openForgot = () => void import('../forgot/open-forgot.ts').then((m) => m.openForgot());

/**
 * The agent login page's form (SPEC section 2, /agent): the same login with `agentLogin`, so a
 * member is refused ('Non-agents cannot log in'); no remember-me and no SMS tab. Success goes to
 * the agent centre, or first to the forced password change.
 */
export const AgentLoginForm = ({ text }: { text: AgentLoginText }) => (
  <>
    <UsernameLoginForm text={text} agentPage />
    <p className="account-links">
      <button type="button" className="account-link" onClick={openForgot}>
        {text.forgot}
      </button>
    </p>
  </>
);
