import { z } from 'zod';

/**
 * The app hand-off (QR code, `?token=`): a logged-in browser asks for a single-use code that
 * lives HANDOFF_TTL_SECONDS, and the device that shows it redeems the code for a session of its
 * own. No session token ever travels in a URL (ARCHITECTURE.md "Sessions and security").
 */
export const HANDOFF_TTL_SECONDS = 60;

/** 128 random bits, base64url without padding. */
export const HANDOFF_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** Answer of `POST /wps/session/handoff`. */
export const handoffSchema = z.object({ code: z.string().regex(HANDOFF_CODE_PATTERN), expiresIn: z.number().int().positive() });
export type Handoff = z.infer<typeof handoffSchema>;

/** Body of `POST /wps/session/handoff/redeem`; it answers the login result (contract/session.ts). */
export const handoffRedeemSchema = z.object({ code: z.string().trim().max(64) });
