/*
 * The help links of the footer and the floating bar (`/help`, `/help#<tag>`) open the help centre
 * over the current page (SPEC section 2: helpModal), on that entry. The pop-up's code and words
 * load on the first such click. Without JavaScript, with a modifier key, or on /help itself, they
 * stay plain links to the help page, whose entry the fragment opens.
 */
const HELP_LINK = /^\/help(?:#(.+))?$/;

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link?.closest('.site-footer, .floating-bar') || location.pathname === '/help') return;
  const match = HELP_LINK.exec(link.getAttribute('href') ?? '');
  if (!match) return;
  event.preventDefault();
  const tag = match[1] ? decodeURIComponent(match[1]) : null;
  void import('./help-modal.ts').then(
    ({ openHelp }) => openHelp(tag, link),
    // The pop-up could not load: the help page still answers.
    () => location.assign(link.href),
  );
});
