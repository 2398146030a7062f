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
  /** For a kept page's fixed part: its CRC alone, and how it carries the CRC of what comes before it. */
  crc?: { own: number; carry: Uint32Array };
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

/*
 * The gzip trailer holds the CRC-32 of the whole page, and a request must not read the whole
 * page to find it. A CRC is linear over GF(2): the CRC of what comes before a part, carried
 * through the part's bytes, is the part's own CRC XOR a linear map of the earlier CRC, and that
 * map depends only on the part's length. It is taken once, when the page is kept, as its values
 * for the 32 single bits (each read off zlib's crc32 of as many zero bytes); a request then
 * combines a part with at most 32 XORs.
 */
const withCrc = (part: Part): Part => {
  const zeros = Buffer.alloc(part.raw.byteLength);
  const base = crc32(zeros, 0);
  const carry = new Uint32Array(32);
  for (let bit = 0; bit < 32; bit++) carry[bit] = (crc32(zeros, 2 ** bit) ^ base) >>> 0;
  return { ...part, crc: { own: crc32(part.raw, 0), carry } };
};

const carried = (crc: NonNullable<Part['crc']>, before: number): number => {
  let out = crc.own;
  for (let bit = 0, rest = before >>> 0; rest !== 0; bit++, rest >>>= 1) if (rest & 1) out ^= crc.carry[bit]!;
  return out >>> 0;
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
  for (const part of parts) {
    crc = part.crc ? carried(part.crc, crc) : crc32(part.raw, crc);
    size += part.raw.byteLength;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, ...parts.map((p) => p.deflated), LAST_BLOCK, trailer]);
};

/**
 * Splits a render at its holes and compresses the fixed parts. A render that is `kept` and has
 * holes is sent again and again: its parts also get what combines their CRCs (withCrc). One sent
 * once, or one without holes (gzipped whole, once), does not need it.
 */
export const shellBytesOf = (html: string, holes: readonly Hole[], kept: boolean): ShellBytes => {
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
  if (kept && !fixed) for (const piece of pieces) if ('part' in piece) piece.part = withCrc(piece.part);
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
