import { laneVendorOf, preloadVendorGames, type LaneVendor } from './vendor-games.ts';

/*
 * The home page's vendor entries that list games (lanes whose cards are `isGame` VASSALAGE:
 * CONTRACT.md 4.5) open the vendor's games in a pop-up over the page: the header's drop menus
 * and vendor cards (src/components/home/VendorCard.astro). Their links stay links: without
 * JavaScript, or with a modifier key, they open the vendor's game list page. The pop-up's code
 * loads on the first such click; once the page is idle, the first vendors' games are preloaded.
 */

/** Vendor links of the lanes; lobby vendors carry `data-launch` and launch instead. */
const VENDOR_LINKS = '.main-nav__vendors a[href]:not([data-launch]), a.vendor[href]:not([data-launch])';

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || !plainClick(event) || !(event.target instanceof Element)) return;
  const link = event.target.closest<HTMLAnchorElement>(VENDOR_LINKS);
  const vendor = link && laneVendorOf(link.getAttribute('href') ?? '', location.origin);
  if (!link || !vendor) return;
  event.preventDefault();
  const name = (link.querySelector('.vendor__name') ?? link).textContent?.trim() || vendor.vassalage;
  void import('./vendor-popup.ts').then(
    ({ openVendorGames }) => openVendorGames({ ...vendor, name }, link),
    // The pop-up could not load: the vendor's page still answers.
    () => location.assign(link.href),
  );
});

/** Every vendor of the page's lanes, in lane order: the header's drop menus list them all. */
const laneVendors = (): LaneVendor[] =>
  [...document.querySelectorAll<HTMLAnchorElement>('.main-nav__vendors a[href]')].flatMap(
    (a) => laneVendorOf(a.getAttribute('href') ?? '', location.origin) ?? [],
  );

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5_000 });
  else setTimeout(run, 2_000);
};

const preload = () => whenIdle(() => void preloadVendorGames(laneVendors()));
if (document.readyState === 'complete') preload();
else addEventListener('load', preload, { once: true });
