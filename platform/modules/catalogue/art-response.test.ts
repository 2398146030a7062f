import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../db/seed/games-catalogue.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { expectWellFormedSvg } from '../../testing/games-art-fixtures.ts';
import { gameArtResponse } from './art-response.ts';

const { games } = buildCatalogue();

describe.each(TEST_DATABASES)('game art files on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('serves a game tile as a cacheable SVG titled with the game', async () => {
    const game = games.find((g) => g.nameEn.includes('&')) ?? games[0]!;
    const res = await gameArtResponse(t.platform, `${game.id}.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400, immutable');
    const svg = await res.text();
    expectWellFormedSvg(svg);
    expect(svg).toContain(`<title id="t">${game.nameEn.replaceAll('&', '&amp;').replaceAll("'", '&#39;')} (${game.vendor})</title>`);
  });

  it('serves vendor logos, the in-house group included', async () => {
    for (const code of ['PG', 'TCG_LOTTO_VN', 'BGS', 'INHOUSE']) {
      const res = await gameArtResponse(t.platform, `vendor/${code}.svg`);
      expect(res.status, code).toBe(200);
      expectWellFormedSvg(await res.text());
    }
  });

  it.each(['0.svg', `${games.length + 1}.svg`, '12.png', '../12.svg', '12.svg/x', 'vendor/NOPE.svg', 'vendor/pg.svg', 'vendor/<x>.svg', ''])(
    'answers 404 for %j',
    async (path) => {
      const res = await gameArtResponse(t.platform, path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain');
    },
  );
});
