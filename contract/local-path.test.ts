import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './local-path.ts';

describe('safeLocalPath', () => {
  it.each([
    ['/ok?x=1#y', '/ok?x=1#y'],
    ['/live?vassalage=PG', '/live?vassalage=PG'],
    ['/elott#top', '/elott#top'],
    ['/', '/'],
    // Percent-encoded slashes stay encoded: a path on this site, never a host.
    ['/%2F%2Fevil', '/%2F%2Fevil'],
    // The parser drops tabs and newlines; what is left is still a path of this site.
    ['/ok\tx\ny', '/okxy'],
    ['/a/../b', '/b'],
  ])('keeps the local path %j as %j', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });

  it.each([
    '//evil',
    '//evil.example/x',
    '/\\evil',
    '/.//evil.example',
    '/./\\evil.example',
    '/x/..//evil.example',
    '\\\\evil',
    '\\/evil',
    '/\t/evil',
    '/\n/evil',
    '\t//evil',
    ' //evil',
    'https://evil',
    'https://evil.example/ok',
    'HTTP://evil',
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:x@evil.example',
    '',
  ])('sends %j home instead', (input) => {
    expect(safeLocalPath(input)).toBe('/');
  });

  it('sends anything that is not text home', () => {
    for (const input of [undefined, null, 42, ['/ok'], { toString: () => '/ok' }]) expect(safeLocalPath(input), String(input)).toBe('/');
  });

  it('answers a path that reads the same on a second pass', () => {
    for (const input of ['/.//evil', '/ok?x=1#y', '/%2F%2Fevil', '/\\evil', '/a//b']) expect(safeLocalPath(safeLocalPath(input))).toBe(safeLocalPath(input));
  });
});
