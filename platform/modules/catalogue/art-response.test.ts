import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../db/seed/games-catalogue.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { expectWellFormedSvg } from '../../testing/games-art-fixtures.ts';
import { gameArtResponse } from './art-response.ts';
import { gameArtVersion } from './art.ts';
import { catalogueSnapshot, iconUrlOf, vendorLogoUrl } from './snapshot.ts';

const { games } = buildCatalogue();

describe.each(TEST_DATABASES)('game art files on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('serves a game tile as an SVG titled with the game, kept for good at its versioned address', async () => {
    const game = games.find((g) => g.nameEn.includes('&')) ?? games[0]!;
    const version = gameArtVersion({ id: game.id, title: game.nameEn, vendor: game.vendor, theme: game.theme });
    const res = await gameArtResponse(t.platform, `${game.id}.svg`, version);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // The list answers that very address.
    const snapshot = await catalogueSnapshot(t.platform);
    expect(iconUrlOf(snapshot, game)).toBe(`/cdn/games/${game.id}.svg?v=${version}`);
    // A renamed game draws another picture, under another version.
    expect(gameArtVersion({ id: game.id, title: `${game.nameEn} II`, vendor: game.vendor, theme: game.theme })).not.toBe(version);
    // Without the version, or with an old one, the same picture is kept for an hour only.
    for (const other of [undefined, 'old']) {
      const unversioned = await gameArtResponse(t.platform, `${game.id}.svg`, other);
      expect(unversioned.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(await unversioned.text()).toBe(await res.clone().text());
    }
    const svg = await res.text();
    expectWellFormedSvg(svg);
    expect(svg).toContain(`<title id="t">${game.nameEn.replaceAll('&', '&amp;').replaceAll("'", '&#39;')} (${game.vendor})</title>`);
  });

  it('serves vendor logos, the in-house group included', async () => {
    for (const code of ['PG', 'TCG_LOTTO_VN', 'BGS', 'INHOUSE']) {
      const snapshot = await catalogueSnapshot(t.platform);
      const version = new URL(vendorLogoUrl(snapshot, code), 'http://site').searchParams.get('v')!;
      const res = await gameArtResponse(t.platform, `vendor/${code}.svg`, version);
      expect(res.status, code).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expectWellFormedSvg(await res.text());
    }
  });

  it.each(['0.svg', `${games.length + 1}.svg`, '12.png', '../12.svg', '12.svg/x', 'vendor/NOPE.svg', 'vendor/pg.svg', 'vendor/<x>.svg', ''])(
    'answers 404 for %j',
    async (path) => {
      const res = await gameArtResponse(t.platform, path, undefined);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain');
    },
  );
});
