import { describe, expect, it } from 'vitest';
import { buildCatalogue } from '../../db/seed/games-catalogue.ts';
import { escapeXml, gameArtSvg, THEME_GRADIENTS, titleLines, vendorLogoSvg } from './art.ts';
import { expectWellFormedSvg } from '../../testing/games-art-fixtures.ts';

describe('game art', () => {
  it('escapes every character with a meaning in XML', () => {
    expect(escapeXml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });

  it('wraps titles into at most three lines and marks a cut with an ellipsis', () => {
    expect(titleLines('Dragon Fortune')).toEqual(['Dragon Fortune']);
    expect(titleLines('Royal Samurai Megaways')).toEqual(['Royal Samurai', 'Megaways']);
    expect(titleLines('one two three four five six seven eight nine ten eleven')).toEqual(['one two three', 'four five six', 'seven eight nin…']);
    expect(titleLines('one two three four five six seven eight ten eleven')).toEqual(['one two three', 'four five six', 'seven eight ten…']);
    expect(titleLines('Supercalifragilisticexpialidocious')).toEqual(['Supercalifragil…']);
  });

  it('draws an accessible, well-formed SVG with the text escaped', () => {
    const svg = gameArtSvg({ id: 7, title: `Fish & <Chips> "Deluxe"`, vendor: "O'Brien", theme: 1 });
    expectWellFormedSvg(svg);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('<title id="t">Fish &amp; &lt;Chips&gt; &quot;Deluxe&quot; (O&#39;Brien)</title>');
    expect(svg).toContain(THEME_GRADIENTS[1]![0]);
    expect(svg).not.toContain('<Chips>');
  });

  it('keeps every catalogue tile and vendor logo under 4 KB and different by theme', () => {
    const { games, vendors } = buildCatalogue();
    const longest = [...games].sort((a, b) => b.nameEn.length - a.nameEn.length).slice(0, 50);
    for (const g of longest) {
      const svg = gameArtSvg({ id: g.id, title: g.nameEn, vendor: g.vendor, theme: g.theme });
      expect(new TextEncoder().encode(svg).length).toBeLessThan(4096);
      expectWellFormedSvg(svg);
    }
    const themes = new Set([0, 1, 2, 3, 4, 5].map((theme) => gameArtSvg({ id: 1, title: 'x', vendor: 'PG', theme })));
    expect(themes.size).toBe(6);
    for (const v of vendors) {
      const svg = vendorLogoSvg(v.code, v.displayName);
      expect(svg.length).toBeLessThan(4096);
      expectWellFormedSvg(svg);
      expect(svg).toContain(`>${escapeXml(v.code)}</text>`);
    }
  });
});
