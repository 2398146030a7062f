import { describe, expect, it } from 'vitest';
import { ART } from './art-catalogue.ts';
import { contentArtResponse, renderContentArt } from './art.ts';

describe('content art', () => {
  it.each(Object.keys(ART))('draws %s in each language, labelled for screen readers', (name) => {
    for (const lang of ['es', 'en']) {
      const svg = renderContentArt(`${name}.${lang}.svg`)!;
      expect(svg).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+" role="img" aria-labelledby="title"><title id="title">[^<]+<\/title>/,
      );
      expect(svg).toContain(ART[name]!.words[lang === 'es' ? 'ES' : 'EN'].sub.replace(/&/g, '&amp;').split(' ')[0]);
      expect(svg).not.toMatch(/<script|on\w+=/);
    }
    expect(renderContentArt(`${name}.svg`)).toBe(renderContentArt(`${name}.es.svg`));
  });

  it('is deterministic and escapes its words', () => {
    expect(renderContentArt('home-welcome.en.svg')).toBe(renderContentArt('home-welcome.en.svg'));
    // "$2,000" and "100%" pass through; markup characters never do.
    for (const name of Object.keys(ART)) {
      const text = renderContentArt(`${name}.en.svg`)!.replace(/<[^>]+>/g, '');
      expect(text).not.toMatch(/[<>]/);
    }
  });

  it('answers SVG with a long cache, and 404 for anything unknown', async () => {
    const ok = contentArtResponse('promo-vip.en.svg');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(ok.headers.get('cache-control')).toMatch(/max-age=604800/);
    expect(await ok.text()).toContain('VIP club');
    for (const bad of ['nope.svg', 'promo-vip.fr.svg', 'promo-vip.en.png', '../promo-vip.svg', 'promo-vip.en.svg/x', '', 'constructor.svg']) {
      const res = contentArtResponse(bad);
      expect([bad, res.status]).toEqual([bad, 404]);
    }
  });
});
