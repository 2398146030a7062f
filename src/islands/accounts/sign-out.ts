import { ApiError, messageKeyOf } from '../../api-client/errors.ts';
import { logout } from './session-api.ts';
import { showLoader } from '../../stores/loader.ts';
import { $session, endSession } from '../../stores/session.ts';

/**
 * Signs out (SPEC section 4 "Logout"): the platform ends the session and the gateway drops the
 * cookie, then the tab forgets it (merchant keys kept) and goes home, agents to /agent. Resolves
 * with the translation key of the failure when the platform could not be reached; a session
 * that had already ended counts as signed out.
 */
export const signOut = async (): Promise<{ failed: string } | null> => {
  const kind = $session.get();
  // The session is ending on purpose: the session-ended warning must not answer the logout call.
  $session.set('visitor');
  showLoader(true);
  try {
    await logout();
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      $session.set(kind);
      showLoader(false);
      return { failed: messageKeyOf(error) };
    }
  }
  $session.set(kind);
  endSession();
  return null;
};
