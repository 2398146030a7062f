import { describe, expect, it } from 'vitest';
import type { GameState, TicketView } from '../../modules/lottery/index.ts';
import type { LotteryPagePlay } from '../lottery/page-play.ts';
import { toGameAssets } from '../assets/game-assets.ts';
import { LotteryGame } from '../lottery/LotteryGame.tsx';
import { ErrorPage } from './ErrorPage.tsx';
import { JsonData, scriptSafeJson } from './Layout.tsx';

const HOSTILE = `x" onmouseover='alert(1)' <b>&amp;</b>`;
const ESCAPED = 'x&quot; onmouseover=&#39;alert(1)&#39; &lt;b&gt;&amp;amp;&lt;/b&gt;';

const assets = toGameAssets(['slot.js', 'slot.css', 'lottery.js', 'lottery.css'].map((file) => ({ file: file as 'slot.js', name: file, body: '' })));

const render = async (node: unknown) => String(await (node as Promise<string> | string));

/** The JSON blocks of a page, as written. */
const blocks = (html: string) => [...html.matchAll(/<script type="application\/json" id="[^"]+">([^]*?)<\/script>/g)].map((m) => m[1]!);

describe('what the game pages say is escaped', () => {
  it('keeps JSON for the script inside its block, and reads back unchanged', async () => {
    const value = { name: '</script><script>alert(1)</script>', amp: 'a&b', line: '\u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
    const html = await render(JsonData({ id: 'data', value }));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(blocks(html)[0]!)).toEqual(value);
  });

  it('escapes a message and its title in text', async () => {
    const html = await render(ErrorPage({ lang: 'EN', title: HOSTILE, message: HOSTILE, back: HOSTILE, style: `/x.css"${HOSTILE}` }));
    expect(html).not.toContain('<b>');
    expect(html).toContain(`<h1>${ESCAPED}</h1>`);
    expect(html).toContain(`<title>${ESCAPED}</title>`);
    expect(html).toContain(`href="/x.css&quot;${ESCAPED}"`);
  });

  it('escapes a lottery game, its tickets and its way back, in attributes and text', async () => {
    const ticket = {
      id: 1,
      gameCode: HOSTILE,
      drawNo: HOSTILE,
      betType: '2D',
      pick: HOSTILE,
      stake: '1.00',
      status: HOSTILE,
      payout: '0.00',
      createdAt: 0,
      numbers: HOSTILE,
    };
    const state: GameState = {
      serverTime: 0,
      game: { code: HOSTILE, name: HOSTILE, iconUrl: HOSTILE, paceMinutes: 5 },
      draw: { drawNo: HOSTILE, drawAt: 0, closesAt: 0 },
      pending: null,
      balance: '1.00',
      currency: 'MXN',
      tickets: [ticket as unknown as TicketView],
      opened: [{ drawNo: HOSTILE, drawAt: 0, numbers: HOSTILE }],
    };
    const play = {
      token: 'token',
      language: 'EN',
      locale: 'en-US',
      currency: HOSTILE,
      options: { prizeMode: 'LOTT', view: 'betting', backUrl: HOSTILE },
    } as unknown as LotteryPagePlay;
    const html = await render(LotteryGame({ play, state, assets }));
    expect(html).not.toContain('<b>');
    expect(html).not.toContain(`"${HOSTILE}"`);
    expect(html).toContain(`<tr data-status="${ESCAPED}">`);
    expect(html).toContain(`<img src="${ESCAPED}" alt=""`);
    expect(html).toContain(`<a class="back" href="${ESCAPED}" target="_top">`);
    expect(html).toContain(`<td>${ESCAPED}</td>`);
    const data = JSON.parse(blocks(html)[0]!) as { state: GameState };
    expect(data.state.tickets[0]!.status).toBe(HOSTILE);
  });
});
