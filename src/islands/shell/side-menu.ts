import { $sideMenu, toggleSideMenu } from './side-menu-store.ts';

/**
 * The side menu's collapse button. The page shows the state through `<html data-side-menu>`
 * (CSS lays the menu out from it), so other features can follow `$sideMenu` too.
 */
export const bindSideMenu = () => {
  const toggle = document.querySelector<HTMLButtonElement>('[data-side-menu-toggle]');
  if (!toggle) return;
  toggle.addEventListener('click', toggleSideMenu);
  $sideMenu.subscribe((state) => {
    document.documentElement.dataset.sideMenu = state;
    toggle.setAttribute('aria-expanded', String(state === 'open'));
  });
};
