/**
 * The member centre's small script: it marks the menu entry of the section on show (the hash, or
 * the first section), following back and forward, and keeps the browser's time zone in a cookie
 * so the server writes record times in it. A page written in another zone is read again once.
 */
export const startMemberCentre = (root: HTMLElement) => {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-section-link]')];
  const mark = () => {
    const hash = location.hash.slice(1);
    const current = links.find((link) => link.dataset.sectionLink === hash) ?? links[0];
    for (const link of links) link.setAttribute('aria-current', String(link === current));
  };
  mark();
  addEventListener('hashchange', mark);

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const cookie = root.dataset.zoneCookie;
  if (!zone || !cookie) return;
  document.cookie = `${cookie}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
  for (const field of root.querySelectorAll<HTMLInputElement>('[data-zone-field]')) field.value = zone;
  const written = root.querySelector<HTMLElement>('[data-zone]')?.dataset.zone;
  const url = new URL(location.href);
  // The address names a zone of its own (a shared link): that one stays. A reload, since going to
  // the same address with a hash (`/member#accountRecord`) would only move to the section.
  if (written && written !== zone && !url.searchParams.has('timeZone')) location.reload();
};
