import { constants, crc32, deflateRawSync } from 'node:zlib';
import { fillHole, HOLE_PATTERN, type Hole, type MemberFilling } from './shell-holes.ts';

/*
 * A kept page as it goes out: its fixed parts compressed once, when it is kept, and its holes
 * filled for each request. Each part is its own run of DEFLATE blocks that ends on a byte
 * boundary (a sync flush) and refers to nothing before it, so the parts can be laid end to end
 * inside one gzip member (RFC 1951, RFC 1952) and a browser inflates them as one page. A request
 * then costs the compression of its few filled bytes, not of the whole page.
 */

interface Part {
  raw: Buffer;
  deflated: Buffer;
}

type Piece = { part: Part } | { hole: Hole };

export interface ShellBytes {
  pieces: readonly Piece[];
  /** Whether a hole needs the member's favourites. */
  needsFavourites: boolean;
  /** A page without holes, whole: gzip and plain. */
  whole: { plain: Buffer; gzip: Buffer } | null;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** The last block of the stream: empty, marked final. */
const LAST_BLOCK = deflateRawSync(Buffer.alloc(0));

const partOf = (text: string): Part => {
  const raw = Buffer.from(text);
  return { raw, deflated: deflateRawSync(raw, { finishFlush: constants.Z_SYNC_FLUSH }) };
};

/** Filled holes repeat (one member's account on every page they open): their compressed bytes are kept, a few thousand at most. */
const filled = new Map<string, Part>();
const FILLED_MAX = 4096;
const filledPart = (text: string): Part => {
  let part = filled.get(text);
  if (!part) {
    if (filled.size >= FILLED_MAX) filled.clear();
    part = partOf(text);
    filled.set(text, part);
  }
  return part;
};

const gzipOf = (parts: readonly Part[]): Buffer => {
  let crc = 0;
  let size = 0;
  for (const { raw } of parts) {
    crc = crc32(raw, crc);
    size += raw.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...parts.map((p) => p.deflated), LAST_BLOCK, trailer]);
};

/** Splits a render at its holes and compresses the fixed parts. */
export const shellBytesOf = (html: string, holes: readonly Hole[]): ShellBytes => {
  const splitAt = new RegExp(HOLE_PATTERN.source, 'g');
  const pieces: Piece[] = [];
  let from = 0;
  for (const match of html.matchAll(splitAt)) {
    const hole = holes[Number(match[1])];
    if (!hole) continue;
    if (match.index > from) pieces.push({ part: partOf(html.slice(from, match.index)) });
    pieces.push({ hole });
    from = match.index + match[0].length;
  }
  if (from < html.length) pieces.push({ part: partOf(html.slice(from)) });
  const fixed = pieces.every((p) => 'part' in p);
  const parts = pieces.flatMap((p) => ('part' in p ? [p.part] : []));
  return {
    pieces,
    needsFavourites: pieces.some((p) => 'hole' in p && p.hole.kind === 'favouriteIds'),
    whole: fixed ? { plain: Buffer.concat(parts.map((p) => p.raw)), gzip: gzipOf(parts) } : null,
  };
};

/** The page for one member (or for nobody, when it has no holes), gzipped when asked. */
export const composeShell = (shell: ShellBytes, member: MemberFilling | null, gzip: boolean): Buffer => {
  if (shell.whole) return gzip ? shell.whole.gzip : shell.whole.plain;
  if (!member) throw new Error('A page with holes needs a member to fill them');
  const parts = shell.pieces.map((piece): Part => {
    return 'part' in piece ? piece.part : filledPart(fillHole(piece.hole, member));
  });
  return gzip ? gzipOf(parts) : Buffer.concat(parts.map((p) => p.raw));
};
