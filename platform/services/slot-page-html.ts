import type { SlotSession } from '../../contract/game-play.ts';
import { bcp47Of, type ShippedLanguage } from '../../contract/languages.ts';
import { escapeAttribute as attr, escapeText as text } from '../lib/html-entities.ts';
import { spinAt } from './slot-engine.ts';
import { SLOT_ASSETS } from './slot-page-assets.ts';
import { symbolImage, symbolSprite } from './slot-page-symbols.ts';
import { formatPercent, formatWireAmount, gameServerText } from './slot-page-text.ts';
import { returnToPlayer, SLOT_SYMBOLS, THREE_OF_A_KIND, TWO_CHERRIES, type SlotSymbol } from './slot-paytable.ts';

/** Where the page's images may come from: this origin, and the image CDN of the game's art when it is elsewhere. */
const imageSources = (iconUrl: string) => {
  const sources = new Set(["'self'", 'data:']);
  if (/^https?:\/\//i.test(iconUrl)) sources.add(new URL(iconUrl).origin);
  return [...sources].join(' ');
};

/** The game page's policy: its own hashed script and stylesheet only, no inline code, framed by the site only. */
export const slotPagePolicy = (iconUrl = '') =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${imageSources(iconUrl)}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

// A fixed losing line to show before the first spin: the machine at rest never looks like a win.
const RESTING = spinAt([2, 2, 2]).reels;

const page = (lang: ShippedLanguage, title: string, body: string) => `<!doctype html>
<html lang="${bcp47Of(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${text(title)}</title>
<link rel="stylesheet" href="${SLOT_ASSETS.style.path}">
</head>
<body>
${body}
</body>
</html>
`;

const paytable = (t: ReturnType<typeof gameServerText>, lang: ShippedLanguage) => {
  const rows = SLOT_SYMBOLS.map(
    (s) => `<tr><td>${text(t('game-server.paytable.three', { symbol: t(`game-server.symbols.${s}`) }))}</td><td>${THREE_OF_A_KIND[s]}×</td></tr>`,
  );
  rows.push(`<tr><td>${text(t('game-server.paytable.twoCherries'))}</td><td>${TWO_CHERRIES}×</td></tr>`);
  return `<details class="paytable"><summary>${text(t('game-server.paytable'))}</summary>
<table><thead><tr><th scope="col">${text(t('game-server.paytable.line'))}</th><th scope="col">${text(t('game-server.paytable.pays'))}</th></tr></thead>
<tbody>${rows.join('')}</tbody></table>
<p>${text(t('game-server.paytable.rtp', { rtp: formatPercent(returnToPlayer().ratio, lang) }))}</p></details>`;
};

const reel = (t: ReturnType<typeof gameServerText>, symbols: readonly SlotSymbol[], n: number) =>
  `<div class="reel" role="group" aria-label="${attr(t('game-server.reel', { n }))}">${symbols
    .map((s) => `<span class="cell" role="img" aria-label="${attr(t(`game-server.symbol.${s}`))}">${symbolImage(s)}</span>`)
    .join('')}</div>`;

export interface SlotPageInput {
  view: SlotSession;
  lang: ShippedLanguage;
  /** Where the page plays rounds and reads the launch again. */
  roundUrl: string;
  viewUrl: string;
  /** The server's clock, epoch ms: the time played ticks from it. */
  serverNow: number;
}

/** The playable game page, complete before its script runs; the script only makes Spin play. */
export const renderSlotPage = ({ view, lang, roundUrl, viewUrl, serverNow }: SlotPageInput): string => {
  const t = gameServerText(lang);
  const money = (wire: string) => `${formatWireAmount(wire, lang)} ${view.currency}`;
  const signed = (wire: string) => `${wire.startsWith('-') || /^0+\.00$/.test(wire) ? '' : '+'}${money(wire)}`;
  const data = {
    lang,
    locale: bcp47Of(lang),
    currency: view.currency,
    startedAt: view.startedAt,
    serverNow,
    roundUrl,
    viewUrl,
    text: {
      spin: t('game-server.spin'),
      spinning: t('game-server.spinning'),
      retry: t('game-server.retry'),
      win: t('game-server.result.win'),
      loss: t('game-server.result.loss'),
      network: t('game-server.network'),
      failed: t('game-server.failed'),
    },
    symbols: Object.fromEntries(SLOT_SYMBOLS.map((s) => [s, t(`game-server.symbol.${s}`)])),
  };
  const stat = (id: string, label: string, value: string, testId?: string) =>
    `<div><dt>${text(label)}</dt><dd id="${id}"${testId ? ` data-testid="${testId}"` : ''}>${value}</dd></div>`;
  const body = `<main class="slot" aria-labelledby="slot-title">
<header class="slot-head">
<img src="${attr(view.iconUrl)}" alt="" width="72" height="72">
<div><h1 id="slot-title">${text(view.gameName)}</h1>
<p>${text(t('game-server.byVendor', { vendor: view.vendor }))}<span class="mode">${text(t(view.mode === 'real' ? 'game-server.mode.real' : 'game-server.mode.free'))}</span></p></div>
</header>
<section class="stats" aria-label="${attr(t('game-server.session'))}"><dl>
${stat('slot-balance', t(view.mode === 'real' ? 'game-server.balance' : 'game-server.freeBalance'), text(money(view.balance)), 'slot-balance')}
${stat('slot-win', t('game-server.lastWin'), text(money('0.00')), 'slot-win')}
${stat('slot-net', t('game-server.net'), text(signed(view.net)), 'slot-net')}
${stat('slot-rounds', t('game-server.rounds'), String(view.rounds), 'slot-rounds')}
${stat('slot-time', t('game-server.time'), '<time id="slot-clock" datetime="PT0S">00:00</time>')}
</dl></section>
<section class="machine" aria-labelledby="slot-machine-title">
<h2 id="slot-machine-title">${text(t('game-server.machine'))}</h2>
<div class="reels" id="slot-reels" aria-describedby="slot-payline">${RESTING.map((symbols, i) => reel(t, symbols, i + 1)).join('')}</div>
<p class="payline-note" id="slot-payline">${text(t('game-server.payline'))}</p>
</section>
<p class="result" id="slot-result" role="status" aria-live="polite" aria-atomic="true">${text(t('game-server.ready'))}</p>
<p class="problem" id="slot-problem" role="alert" hidden></p>
<form class="controls" id="slot-controls">
<label>${text(t('game-server.stake'))}
<select id="slot-stake" name="stake">${view.stakes.map((s) => `<option value="${s}">${text(money(s))}</option>`).join('')}</select></label>
<button type="submit" id="slot-spin" aria-disabled="false">${text(t('game-server.spin'))}</button>
</form>
<noscript><p class="problem">${text(t('game-server.noscript'))}</p></noscript>
${paytable(t, lang)}
</main>
${symbolSprite()}
<script type="application/json" id="slot-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script src="${SLOT_ASSETS.script.path}" defer></script>`;
  return page(lang, t('game-server.documentTitle', { game: view.gameName, vendor: view.vendor }), body);
};

/** The page for a link that does not open a game (unknown or ended launch), in the visitor's language. */
export const renderSlotErrorPage = (lang: ShippedLanguage, message: string): string => {
  const t = gameServerText(lang);
  return page(
    lang,
    t('game-server.error.title'),
    `<main class="error-page"><h1>${text(t('game-server.error.title'))}</h1><p>${text(message)}</p><p><a href="/" target="_top">${text(t('game-server.error.back'))}</a></p></main>`,
  );
};
