import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { composeShell, shellBytesOf } from './shell-bytes.ts';
import { favouriteIdsHole, holeFor, type MemberFilling, type SharedRender } from './shell-holes.ts';

const filling = (favourites: number[] | null): MemberFilling => ({
  account: 'ana & co',
  avatar: '/cdn/a.svg?x="1"',
  favourites: favourites && new Set(favourites),
});

describe('kept pages with holes', () => {
  it.each([true, false])('lays compressed parts end to end into one gzip stream that inflates to the filled page (kept: %s)', (kept) => {
    const shared: SharedRender = { holes: [], personal: false };
    const locals = { shared };
    // Text that does not compress, on both sides of the holes, so parts end mid-byte if they are not flushed.
    const noise = () => randomBytes(3000).toString('base64');
    const html = [
      noise(),
      holeFor(locals, { kind: 'account' }),
      `<img src="${holeFor(locals, { kind: 'avatar' })}">`,
      noise(),
      favouriteIdsHole(locals),
      `<article>${favouriteIdsHole(locals)}</article>`,
      noise(),
    ].join('');
    const shell = shellBytesOf(html, shared.holes, kept);
    expect(shell.needsFavourites).toBe(true);
    const plain = composeShell(shell, filling([6, 9]), false).toString();
    expect(plain).toContain('ana &amp; co<img src="/cdn/a.svg?x=&quot;1&quot;">');
    expect(plain).toContain('<script type="application/json" id="favourite-ids">[6,9]</script><article></article>');
    expect(plain).not.toMatch(/[\uE000\uE001]/);
    expect(gunzipSync(composeShell(shell, filling([6, 9]), true)).toString()).toBe(plain);
    const none = composeShell(shell, filling(null), false).toString();
    expect(none).not.toContain('favourite-ids');
    expect(gunzipSync(composeShell(shell, filling(null), true)).toString()).toBe(none);
    // The trailer's CRC is carried through the fixed parts for any filling: gunzip checks it.
    for (const account of ['ñandú ☂', 'x', 'a'.repeat(300)]) {
      const other = { ...filling([1]), account };
      expect(gunzipSync(composeShell(shell, other, true)).toString()).toBe(composeShell(shell, other, false).toString());
    }
  });

  it('sends a page without holes whole, compressed once', () => {
    const shell = shellBytesOf('<p>same for all</p>', [], true);
    expect(shell.needsFavourites).toBe(false);
    expect(composeShell(shell, null, false).toString()).toBe('<p>same for all</p>');
    expect(composeShell(shell, null, true)).toBe(composeShell(shell, null, true));
    expect(gunzipSync(composeShell(shell, null, true)).toString()).toBe('<p>same for all</p>');
  });
});
