import { describe, expect, it } from 'vitest';
import { playableUrl } from './launch-url.ts';

const ORIGIN = 'https://betplay.test';

describe('playable launch URLs', () => {
  it('opens http(s) URLs and paths of this site', () => {
    expect(playableUrl('https://games.example/play?t=1', ORIGIN)).toBe('https://games.example/play?t=1');
    expect(playableUrl('http://games.example/', ORIGIN)).toBe('http://games.example/');
    expect(playableUrl('/gs/slot/abc?lang=ES', ORIGIN)).toBe('https://betplay.test/gs/slot/abc?lang=ES');
    expect(playableUrl('  /gs/x  ', ORIGIN)).toBe('https://betplay.test/gs/x');
  });

  it('refuses missing, scripted, foreign-relative and malformed URLs', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.test/x',
      '/\\evil.test',
      'gs/x',
      'ftp://x.test/',
      'https://a.test/a\nb',
      'http://[bad',
    ]) {
      expect(playableUrl(raw, ORIGIN), String(raw)).toBeNull();
    }
  });
});
