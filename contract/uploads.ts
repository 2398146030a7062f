/*
 * Images a member attaches to a request: the proofs of a withdrawal that did not arrive, and the
 * screenshots of a promotion application. SPEC section 9 sets the limits: PNG or JPEG, 5 MB each,
 * at most 3, beside a comment of at most 140 characters. They travel as base64 in the JSON body.
 */

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MAX_COUNT = 3;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const UPLOAD_COMMENT_MAX = 140;

/** The largest body that carries uploads: three full images as base64 and the fields beside them. */
export const UPLOADS_MAX_BODY_BYTES = UPLOAD_MAX_COUNT * Math.ceil(UPLOAD_MAX_BYTES / 3) * 4 + 16 * 1024;

/** One image as it travels: standard base64, padded. */
export const BASE64_PATTERN = /^[A-Za-z0-9+/]+={0,2}$/;
