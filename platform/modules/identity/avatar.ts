import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AVATAR_MAX_BYTES, AVATAR_SIZE } from '../../../contract/security.ts';
import type { Platform } from '../../context.ts';
import { memberAvatars } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume, type RateRule } from '../../core/rate-limit.ts';

/**
 * Profile pictures (`/wps/member/info/icon`, PROFPIC3). An upload must be a PNG or a JPEG by its
 * own bytes, whatever it claims; sharp (libvips) decodes it, turns it upright, crops it to a
 * square and writes a fresh WebP, so nothing a member sent is ever served as sent: no metadata,
 * no trailing payload, no second format hiding in the file. It lives in the database, so every
 * server process serves it, under a name that changes with the picture (cached for a year).
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
/** A decoding bomb (a tiny file of a huge image) stops here: 40 megapixels is more than any camera photo. */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 82;

const formatOf = (bytes: Buffer): 'png' | 'jpeg' | null => {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
};

/** The path of a member's picture under the image CDN. */
export const avatarPath = (memberId: number, version: string) => `avatars/${memberId}-${version}.webp`;

/** Decodes and re-encodes an upload; `member.icon.invalid` for anything but a whole PNG or JPEG. */
const reencodeAvatar = async (bytes: Buffer): Promise<Buffer> => {
  if (bytes.length === 0) throw new PlatformError('member.icon.invalid');
  if (bytes.length > AVATAR_MAX_BYTES) throw new PlatformError('request.too.large');
  const claimed = formatOf(bytes);
  if (!claimed) throw new PlatformError('member.icon.invalid');
  try {
    // Loaded on the first upload: its native library costs every process that never decodes one.
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated', animated: false });
    const { format } = await image.metadata();
    if (format !== claimed) throw new PlatformError('member.icon.invalid');
    return await image.autoOrient().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw new PlatformError('member.icon.invalid');
  }
};

/** Decoding costs the server far more than the upload costs the member: ten pictures an hour each. */
export const AVATAR_UPLOAD_LIMIT = { name: 'avatar-upload', limit: 10, windowMs: 3_600_000 } as const satisfies RateRule;

/** `POST /wps/member/info/icon`: stores the re-encoded picture and answers its new path. */
export const storeAvatar = async (p: Platform, memberId: number, base64: string): Promise<{ avatar: string }> => {
  await consume(p, AVATAR_UPLOAD_LIMIT, String(memberId));
  const image = await reencodeAvatar(Buffer.from(base64, 'base64'));
  const version = createHash('sha256').update(image).digest('hex').slice(0, 16);
  const now = p.now();
  await p.db
    .insert(memberAvatars)
    .values({ memberId, image, contentType: 'image/webp', version, updatedAt: now })
    .onConflictDoUpdate({ target: memberAvatars.memberId, set: { image, contentType: 'image/webp', version, updatedAt: now } });
  return { avatar: avatarPath(memberId, version) };
};

/** `GET /wps/member/info/icon`: the member's picture, or null when the generated one stands in. */
export const avatarOf = async (p: Platform, memberId: number): Promise<{ avatar: string | null }> => {
  const [row] = await p.db.select({ version: memberAvatars.version }).from(memberAvatars).where(eq(memberAvatars.memberId, memberId)).limit(1);
  return { avatar: row ? avatarPath(memberId, row.version) : null };
};

const SERVED_PATH = /^(\d{1,12})-([0-9a-f]{16})\.webp$/;

/** `/cdn/avatars/<member>-<version>.webp`: the stored picture; anything else, or a replaced one, is not found. */
export const avatarImageResponse = async (p: Platform, file: string): Promise<Response> => {
  const match = SERVED_PATH.exec(file);
  const [row] = match
    ? await p.db
        .select({ image: memberAvatars.image, contentType: memberAvatars.contentType })
        .from(memberAvatars)
        .where(and(eq(memberAvatars.memberId, Number(match[1])), eq(memberAvatars.version, match[2]!)))
        .limit(1)
    : [];
  if (!row) return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(new Uint8Array(row.image), {
    headers: {
      'Content-Type': row.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    },
  });
};
