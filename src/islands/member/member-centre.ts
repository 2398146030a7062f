import { bindUnreadLink } from '../../lib/inbox-events.ts';
import { loadNamedSection } from './section-loader.ts';
import { SECTION_LOADED } from './start-each.ts';

/**
 * The member centre's small script: it marks the menu entry of the section on show (the hash, or
 * the section the page wrote), loads a section the first time its hash is opened, following back
 * and forward, and keeps the browser's time zone in a cookie so the server writes record times in
 * it. A page written in another zone is read again once.
 */
export const startMemberCentre = (root: HTMLElement) => {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-section-link]')];
  // SPEC section 4: the menu's messages entry carries the unread count as a red badge.
  for (const link of root.querySelectorAll<HTMLElement>('[data-unread-link]')) bindUnreadLink(link);
  // The missions entry counts missions whose reward waits, the reward centre promotions to join or claim; read after load.
  const counted = [...root.querySelectorAll<HTMLElement>('[data-claimable-link]')];
  if (counted.length) void import('./claimable-badge.ts').then(({ showClaimable }) => counted.forEach((link) => void showClaimable(link)));
  const mark = () => {
    const hash = location.hash.slice(1);
    const current = links.find((link) => link.dataset.sectionLink === hash) ?? links.find((link) => link.dataset.sectionLink === root.dataset.writtenSection);
    for (const link of links) link.setAttribute('aria-current', String(link === current));
  };
  const show = () => {
    mark();
    loadNamedSection(root);
  };

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const cookie = root.dataset.zoneCookie;
  const fillZoneFields = () => {
    if (zone) for (const field of root.querySelectorAll<HTMLInputElement>('[data-zone-field]')) field.value = zone;
  };
  // The cookie first: a section loaded from here is then written in the member's zone.
  if (zone && cookie) document.cookie = `${cookie}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  fillZoneFields();
  document.addEventListener(SECTION_LOADED, fillZoneFields);
  show();
  addEventListener('hashchange', show);

  if (!zone || !cookie) return;
  const written = root.querySelector<HTMLElement>('[data-zone]')?.dataset.zone;
  const url = new URL(location.href);
  // The address names a zone of its own (a shared link): that one stays. A reload, since going to
  // the same address with a hash (`/member#accountRecord`) would only move to the section.
  if (written && written !== zone && !url.searchParams.has('timeZone')) location.reload();
};
