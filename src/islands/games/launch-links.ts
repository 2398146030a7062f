import { launchTargetOf } from './launch-target.ts';
import { launchGame } from './game-launch.ts';

/*
 * Links that launch a game or a vendor lobby carry `data-launch` (`real`, or `free` for a free
 * trial) and the launch target's attributes (src/islands/games/launch-target.ts). Their `href` is where a
 * page without script goes; with script, a plain click launches, while a click with a modifier
 * (new tab, new window) still follows the link. One listener serves the whole page.
 */

export const LAUNCH_ATTRIBUTE = 'data-launch';

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const onClick = (event: MouseEvent) => {
  if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return;
  const element = event.target.closest<HTMLElement>(`[${LAUNCH_ATTRIBUTE}]`);
  if (!element) return;
  const target = launchTargetOf(element);
  if (!target) return;
  event.preventDefault();
  launchGame(target, { free: element.getAttribute(LAUNCH_ATTRIBUTE) === 'free' });
};

let bound = false;

/** Binds the page's launch links; idempotent, so every component that has one may call it. */
export const bindLaunchLinks = () => {
  if (bound) return;
  bound = true;
  document.addEventListener('click', onClick);
};
