/**
 * The floating bar's own buttons: show or hide its items, and scroll back to the top (smoothly,
 * unless the reader asked for reduced motion). Focus then goes to the page's first link, so a
 * keyboard reader is where a pointer reader looks.
 */
export const bindFloatingBar = () => {
  const bar = document.querySelector<HTMLElement>('[data-floating-bar]');
  if (!bar) return;
  const toggle = bar.querySelector<HTMLButtonElement>('[data-floating-toggle]');
  toggle?.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    bar.toggleAttribute('data-collapsed', !open);
  });
  bar.querySelector('[data-scroll-top]')?.addEventListener('click', () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
  });
};
