import { bcp47Of, type ShippedLanguage } from '../../contract/languages.ts';
import { formatMinor } from '../../contract/wallet.ts';
import { escapeAttribute as attr, escapeText as text } from '../lib/html-entities.ts';
import { LOTTERY_PAGE_PREFIX } from './lottery-launch.ts';
import { BET_RULES, TICKET_STAKE_MINOR } from './lottery-schedule.ts';
import type { LotteryPlay } from './lottery-session.ts';
import type { GameState, LobbyState } from './lottery-state.ts';
import type { TicketView } from './lottery-tickets.ts';
import { browserWords, formatWire, lotteryWords, type LotteryWord, type Translate } from './lottery-words.ts';

/*
 * The lottery page, as plain HTML: complete on first paint, then kept live by one small script
 * (lottery-page-script.ts) under a CSP that allows only this site's own files. Every value from
 * the database goes through the escapers; the script's data travels as a JSON block.
 */

export const ASSET_PATHS = { script: `${LOTTERY_PAGE_PREFIX}/assets/lottery.js`, style: `${LOTTERY_PAGE_PREFIX}/assets/lottery.css` } as const;

/** Scripts and styles from this site only, no inline code; images also from the art CDNs; framed by this site only. */
export const pageCsp = (imageOrigins: readonly string[]) =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${["'self'", ...imageOrigins].join(' ')}`,
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

/** `HH:mm:ss UTC` for the first paint; the script rewrites it in the visitor's zone. */
const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(11, 19)} UTC`;

/** A JSON block a script can read and no parser can end early. */
const jsonBlock = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const layout = (lang: ShippedLanguage, title: string, body: string, data?: unknown) => `<!doctype html>
<html lang="${bcp47Of(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${text(title)}</title>
<link rel="stylesheet" href="${ASSET_PATHS.style}">
${data === undefined ? '' : `<script src="${ASSET_PATHS.script}" defer></script>`}
</head>
<body>
${body}
${data === undefined ? '' : `<script type="application/json" id="lottery-data">${jsonBlock(data)}</script>`}
</body>
</html>
`;

const header = (t: Translate, play: LotteryPlay, heading: string, balance: string, lang: ShippedLanguage) => `<header class="bar">
${play.options.backUrl ? `<a class="back" href="${attr(play.options.backUrl)}" target="_top">${text(t('page.back'))}</a>` : ''}
<h1>${text(heading)}</h1>
<p class="balance">${text(t('balance.label'))} <strong id="balance" data-testid="lottery-balance">${text(formatWire(balance, lang))}</strong> <span>${text(play.currency)}</span></p>
</header>`;

export const renderLobby = (play: LotteryPlay, state: LobbyState): string => {
  const lang = play.language;
  const t = lotteryWords(lang);
  const mode = t(`mode.${play.options.prizeMode}`);
  const cards = state.games
    .map(
      (g) => `<li><a class="card" href="?game=${encodeURIComponent(g.code)}">
<img src="${attr(g.iconUrl)}" alt="" width="72" height="54">
<span class="name">${text(g.name)}</span>
<span class="pace">${text(t('lobby.pace', { minutes: g.paceMinutes }))}</span>
</a></li>`,
    )
    .join('\n');
  const body = `${header(t, play, mode, state.balance, lang)}
<main>
<h2>${text(t('lobby.heading'))}</h2>
${state.games.length ? `<ul class="games">\n${cards}\n</ul>` : `<p>${text(t('lobby.empty'))}</p>`}
</main>`;
  return layout(lang, t('page.lobbyTitle', { mode }), body);
};

const statusWord = (status: TicketView['status']): LotteryWord => `status.${status}`;

const ticketRows = (t: Translate, tickets: readonly TicketView[], lang: ShippedLanguage) =>
  tickets
    .map(
      (k) => `<tr data-status="${k.status}"><td>${text(k.drawNo)}</td><td>${k.betType}</td><td>${text(k.pick)}</td><td>${text(formatWire(k.stake, lang))}</td><td>${text(k.numbers ?? '–')}</td><td>${text(t(statusWord(k.status)))}</td><td>${text(formatWire(k.payout, lang))}</td></tr>`,
    )
    .join('\n');

const openedRows = (state: GameState) =>
  state.opened
    .map((o) => `<tr><td>${text(o.drawNo)}</td><td><time datetime="${new Date(o.drawAt).toISOString()}">${utcTime(o.drawAt)}</time></td><td class="numbers">${text(o.numbers ?? '')}</td></tr>`)
    .join('\n');

/** The stake the form offers first. */
const DEFAULT_STAKE = '10.00';

/** Words the script fills in the browser. */
const SCRIPT_WORDS: readonly LotteryWord[] = [
  'draw.number', 'draw.closed', 'draw.pending', 'draw.oneMinute', 'draw.result', 'form.pickHint', 'form.buying', 'form.submit', 'form.bought',
  'form.pickInvalid', 'form.stakeInvalid', 'form.network', 'tickets.won', 'status.open', 'status.won', 'status.lost',
];

export const renderGame = (play: LotteryPlay, state: GameState): string => {
  const lang = play.language;
  const t = lotteryWords(lang);
  const min = formatWire(formatMinor(TICKET_STAKE_MINOR.min), lang);
  const max = formatWire(formatMinor(TICKET_STAKE_MINOR.max), lang);
  const betOption = (type: '2D' | '3D', checked: boolean) =>
    `<label class="choice"><input type="radio" name="betType" value="${type}"${checked ? ' checked' : ''}> ${text(t(`form.${type}`, { multiplier: String(BET_RULES[type].multiplier) }))}</label>`;
  const th = (word: LotteryWord) => `<th scope="col">${text(t(word))}</th>`;
  const body = `${header(t, play, state.game.name, state.balance, lang)}
<main>
<nav class="lobby-link"><a href="?view=lobby">${text(t('lobby.all'))}</a></nav>
<section class="draw" aria-labelledby="draw-heading">
<img src="${attr(state.game.iconUrl)}" alt="" width="96" height="72">
<div>
<h2 id="draw-heading">${text(t('draw.heading'))}</h2>
<p id="draw-no">${text(t('draw.number', { drawNo: state.draw.drawNo }))}</p>
<p>${text(t('draw.at'))}: <time id="draw-at" datetime="${new Date(state.draw.drawAt).toISOString()}">${utcTime(state.draw.drawAt)}</time></p>
<p>${text(t('draw.closesIn'))} <span id="countdown" role="timer" aria-atomic="true">--:--</span></p>
<p id="pending"${state.pending ? '' : ' hidden'}>${state.pending ? text(t('draw.pending', { drawNo: state.pending.drawNo })) : ''}</p>
</div>
</section>
<section class="buy" aria-labelledby="form-heading">
<h2 id="form-heading">${text(t('form.heading'))}</h2>
<form id="ticket-form" novalidate>
<fieldset><legend>${text(t('form.betType'))}</legend>
${betOption('2D', true)}
${betOption('3D', false)}
</fieldset>
<div class="field">
<label for="pick">${text(t('form.pick'))}</label>
<input id="pick" name="pick" inputmode="numeric" autocomplete="off" maxlength="3" required aria-describedby="pick-hint pick-error">
<p id="pick-hint" class="hint">${text(t('form.pickHint', { digits: BET_RULES['2D'].digits }))}</p>
<p id="pick-error" class="error" hidden></p>
</div>
<div class="field">
<label for="stake">${text(t('form.stake', { currency: play.currency }))}</label>
<input id="stake" name="stake" type="number" inputmode="decimal" min="${formatMinor(TICKET_STAKE_MINOR.min)}" max="${formatMinor(TICKET_STAKE_MINOR.max)}" step="0.01" value="${DEFAULT_STAKE}" required aria-describedby="stake-hint stake-error">
<p id="stake-hint" class="hint">${text(t('form.stakeHint', { min, max }))}</p>
<p id="stake-error" class="error" hidden></p>
</div>
<button type="submit" id="buy">${text(t('form.submit'))}</button>
<p id="form-status" role="status"></p>
<p id="form-alert" role="alert"></p>
</form>
<noscript><p class="error">${text(t('page.noscript'))}</p></noscript>
</section>
<section class="tickets">
<h2 id="tickets-heading">${text(t('tickets.heading'))}</h2>
<p id="tickets-empty"${state.tickets.length ? ' hidden' : ''}>${text(t('tickets.empty'))}</p>
<div class="scroll" tabindex="0" role="region" aria-labelledby="tickets-heading"${state.tickets.length ? '' : ' hidden'}>
<table id="tickets">
<thead><tr>${th('tickets.draw')}${th('tickets.bet')}${th('tickets.pick')}${th('tickets.stake')}${th('tickets.result')}${th('tickets.status')}${th('tickets.payout')}</tr></thead>
<tbody>
${ticketRows(t, state.tickets, lang)}
</tbody>
</table>
</div>
</section>
<section class="opened">
<h2 id="opened-heading">${text(t('opened.heading'))}</h2>
<p id="opened-empty"${state.opened.length ? ' hidden' : ''}>${text(t('opened.empty'))}</p>
<div class="scroll" tabindex="0" role="region" aria-labelledby="opened-heading"${state.opened.length ? '' : ' hidden'}>
<table id="opened">
<thead><tr>${th('opened.draw')}${th('opened.time')}${th('opened.numbers')}</tr></thead>
<tbody>
${openedRows(state)}
</tbody>
</table>
</div>
</section>
<p id="announcer" class="visually-hidden" aria-live="polite" aria-atomic="true"></p>
</main>`;
  const data = {
    api: `${LOTTERY_PAGE_PREFIX}/api/${play.token}`,
    lang,
    locale: bcp47Of(lang),
    digits: { '2D': BET_RULES['2D'].digits, '3D': BET_RULES['3D'].digits },
    stake: { min: formatMinor(TICKET_STAKE_MINOR.min), max: formatMinor(TICKET_STAKE_MINOR.max), minText: min, maxText: max },
    words: browserWords(lang, SCRIPT_WORDS),
    state,
  };
  return layout(lang, t('page.title', { game: state.game.name }), body, data);
};

/** The page for a link that no longer opens a game: the reason, in words, and the way home. */
export const renderError = (lang: ShippedLanguage, message: string): string => {
  const t = lotteryWords(lang);
  const body = `<main class="error-page">
<h1>${text(t('error.title'))}</h1>
<p>${text(message)}</p>
<p><a href="/" target="_top">${text(t('error.home'))}</a></p>
</main>`;
  return layout(lang, t('error.title'), body);
};
