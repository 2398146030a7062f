import { audienceOf, browserSession, popupsToShow } from '../../lib/popups.ts';
import { openModal } from '../../stores/modal.ts';
import { readNoticeData } from './notice-data.ts';

/*
 * Pop-ups on start (SPEC section 4): the server sent the pop-ups of the visitor's audience (A for
 * members and F, B for visitors); here the first-login flag narrows F, and a browser session
 * that closed them once does not see them again.
 */
const data = readNoticeData();
if (data) {
  const session = browserSession();
  const audience = audienceOf(data.audience === 'member', session);
  const popups = popupsToShow(data.popups, audience, session);
  if (popups.length) openModal('publicModal', { popups, audience: data.audience, perPage: data.perPage, text: data.text });
}
