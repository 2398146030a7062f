import { fill } from '../../../contract/fill.ts';
import { readGameRedirect, requestGameUrl, watchGameBalance, type GameRedirect } from './game-launch.ts';
import { showLaunchFailure } from './launch-failure.ts';

/** The game page's own words, translated on the server; `{{name}}` is the game's name. */
export interface SeamlessText {
  opening: string;
  none: string;
  failed: string;
  frameTitle: string;
}

const part = <E extends HTMLElement>(root: ParentNode, name: string) => root.querySelector<E>(`[data-${name}]`);

/**
 * /seamless (CONTRACT.md 4.5 "in route"): reads the tab's launch, asks the platform for the game's
 * URL and shows it in a frame named after the game. A failed launch is explained in a dialog and
 * the page offers to try again; the way back leads to where the game was launched from.
 */
export const startSeamless = () => {
  const root = part(document, 'seamless');
  const stage = root && part(root, 'seamless-stage');
  const state = root && part(root, 'seamless-state');
  const status = root && part(root, 'seamless-status');
  const spinner = root && part(root, 'seamless-spinner');
  const retry = root && part<HTMLButtonElement>(root, 'seamless-retry');
  if (!root || !stage || !state || !status || !spinner || !retry) return;
  const text = JSON.parse(root.dataset.text ?? '{}') as SeamlessText;
  watchGameBalance();

  const redirect = readGameRedirect();
  if (!redirect) {
    status.textContent = text.none;
    return;
  }
  const back = part<HTMLAnchorElement>(root, 'game-back');
  if (back) back.href = redirect.backPathname;
  const heading = part(root, 'game-heading');
  if (heading && redirect.name) heading.textContent = redirect.name;

  const open = async (game: GameRedirect) => {
    retry.hidden = true;
    spinner.hidden = false;
    status.textContent = fill(text.opening, { name: game.name });
    const answer = await requestGameUrl(game, game.free);
    spinner.hidden = true;
    if (answer.ok) {
      const frame = document.createElement('iframe');
      frame.title = fill(text.frameTitle, { name: game.name });
      frame.allow = 'fullscreen; autoplay';
      frame.src = answer.url;
      state.hidden = true;
      status.textContent = '';
      stage.append(frame);
      return;
    }
    status.textContent = text.failed;
    retry.hidden = false;
    await showLaunchFailure(answer.failure, { back: game.backPathname });
  };
  retry.addEventListener('click', () => void open(redirect));
  void open(redirect);
};
