import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, settings } from '../db/schema/index.ts';
import { GAME_SESSION_TTL_MS } from '../modules/play/index.ts';
import { invalidateSite, setMaintenance } from '../modules/system/index.ts';
import { envelopeOf, newMember, openSlotPage, pickGame, playRound } from '../testing/slot-fixtures.ts';
import { gameAssets } from './assets/game-assets.ts';
import { contentHash } from './assets/asset-names.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

describe.each(TEST_DATABASES)('the slot page of the embedded game server (/gs) on %s', (kind) => {
  let t: TestPlatform;
  let clock = Date.parse('2026-11-21T12:00:00Z');
  let game: Awaited<ReturnType<typeof pickGame>>;

  const envelope = envelopeOf;
  const round = (page: string, stake: string, id?: string) => playRound(t, page, stake, id);

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    game = await pickGame(t, eq(games.category, 'RNG'), eq(games.vendor, 'PG'), eq(games.freeplay, true));
  });
  afterAll(() => t.close());

  describe('the game page', () => {
    it('is a complete page in the launch language, under a strict policy', async () => {
      const player = await newMember(t, { balance: 123_456n });
      const res = await t.request(`/gs/slot/${await openSlotPage(t, player, game.id)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = res.headers.get('content-security-policy')!;
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain('unsafe-inline');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const html = await res.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain(`<h1 id="slot-title">${game.nameEn}</h1>`);
      expect(html).toContain('by PG Soft');
      expect(html).toContain('1,234.56 MXN');
      expect(html).toContain(`/cdn/games/${game.id}.svg`);
      const { url } = await gameAssets();
      expect(html).toContain(`<script src="${url['slot.js']}" defer=""></script>`);
      expect(html).toContain(`<link rel="stylesheet" href="${url['slot.css']}"/>`);
      expect(html).toMatch(/role="status" aria-live="polite"/);
      expect(html).toMatch(/<label>Stake\s*<select id="slot-stake"/);
      expect(html).not.toMatch(/autoplay|turbo/i);
      // The only inline script is data; nothing runs without the hashed file.
      expect([...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1])).toEqual([' type="application/json" id="slot-data"']);
    });

    it('speaks Spanish for a Spanish launch and shows the free balance in free play', async () => {
      const trial = await newMember(t, { trial: true });
      const html = await (await t.request(`/gs/slot/${await openSlotPage(t, trial, game.id, 0, 'ES')}`)).text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain(game.nameEs);
      expect(html).toContain('>Girar</button>');
      expect(html).toContain('Juego gratis');
      // Money as the market writes it (es-MX), the same as on the site: never Spain's 2.000,00.
      expect(html).toContain('2,000.00 MXN');
      expect(html).not.toContain('2.000,00');
    });

    it("writes money in the market's locale, which is a setting", async () => {
      const trial = await newMember(t, { trial: true });
      const market = async (locales: { ES: string; EN: string }) => {
        await t.platform.db
          .update(settings)
          .set({ value: { code: 'MXN', locales } })
          .where(eq(settings.key, 'currency'));
        invalidateSite(t.platform);
      };
      try {
        await market({ ES: 'es-ES', EN: 'en-US' });
        const html = await (await t.request(`/gs/slot/${await openSlotPage(t, trial, game.id, 0, 'ES')}`)).text();
        expect(html).toContain('2.000,00 MXN');
        expect(html).toContain('"locale":"es-ES"');
      } finally {
        await market({ ES: 'es-MX', EN: 'en-US' });
      }
    });

    it('answers a bad or ended link with a translated page, never JSON and never 401', async () => {
      const unknown = await t.request(`/gs/slot/${'x'.repeat(43)}`, { headers: { Cookie: 'lang=ES' } });
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await unknown.text()).toContain('Juego no disponible');

      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      clock += GAME_SESSION_TTL_MS;
      try {
        const ended = await t.request(`/gs/slot/${page}`, { headers: { Language: 'EN' } });
        expect(ended.status).toBe(410);
        expect(await ended.text()).toContain('This game session has ended');
        expect(await round(page, '1.00')).toMatchObject({ status: 410, errorCode: 'game.session.expired' });
      } finally {
        clock -= GAME_SESSION_TTL_MS;
      }
      expect(await envelope(await t.request(`/gs/api/slot/${'y'.repeat(43)}`))).toMatchObject({
        status: 404,
        errorCode: 'game.session.invalid',
      });
    });

    it('answers with a page, not JSON, while the site is under maintenance', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const page = await openSlotPage(t, player, game.id);
      await setMaintenance(t.platform, { enabled: true });
      try {
        const closed = await t.request(`/gs/slot/${page}`, { headers: { Cookie: 'lang=EN' } });
        expect(closed.status).toBe(503);
        expect(closed.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await closed.text()).toContain('System maintenance');
      } finally {
        await setMaintenance(t.platform, { enabled: false });
      }
      expect((await t.request(`/gs/slot/${page}`)).status).toBe(200);
    });

    it('serves its script and stylesheet under the hash of their content, cached for a year', async () => {
      const player = await newMember(t, { balance: 10_000n });
      const html = await (await t.request(`/gs/slot/${await openSlotPage(t, player, game.id)}`)).text();
      const linked = [...html.matchAll(/(?:src|href)="(\/gs\/assets\/[^"]+)"/g)].map((m) => m[1]!);
      expect(linked).toHaveLength(2);
      for (const path of linked) {
        const res = await t.request(path);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('content-type')).toMatch(path.endsWith('.css') ? /^text\/css; charset=utf-8$/ : /^text\/javascript; charset=utf-8$/);
        const body = await res.text();
        expect(path).toMatch(new RegExp(`^/gs/assets/slot\\.${contentHash(body)}\\.(js|css)$`));
        if (path.endsWith('.js')) expect(() => new Function(body)).not.toThrow();
        else expect(body).toContain('prefers-reduced-motion');
      }
      expect((await t.request('/gs/assets/slot.000000000000.js')).status).toBe(404);
    });

    it('escapes what the catalogue says about a game, in the page and in its data', async () => {
      const name = `Gonzo's "<b>Gold</b>" & Co`;
      await t.platform.db.update(games).set({ nameEn: name }).where(eq(games.id, game.id));
      try {
        const player = await newMember(t, { balance: 10_000n });
        const html = await (await t.request(`/gs/slot/${await openSlotPage(t, player, game.id)}`)).text();
        expect(html).toContain('<h1 id="slot-title">Gonzo&#39;s &quot;&lt;b&gt;Gold&lt;/b&gt;&quot; &amp; Co</h1>');
        expect(html).not.toContain('<b>Gold');
        expect(html).not.toContain(name);
      } finally {
        await t.platform.db.update(games).set({ nameEn: game.nameEn }).where(eq(games.id, game.id));
      }
    });
  });
});
