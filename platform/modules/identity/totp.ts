import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  totpCodeSchema,
  type TotpSetup,
  type TotpStatus,
} from '../../../contract/security.ts';
import type { Platform } from '../../context.ts';
import { memberRecoveryCodes, members, memberTotp } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { seal as sealSecret, unseal as unsealSecret } from '../../core/sealed-secret.ts';
import { countOf, record, reset, tooMany, type RateRule } from '../../core/rate-limit.ts';

/*
 * The authenticator app (TOTP, RFC 6238) of a member: setup, the first code that turns it on, the
 * recovery codes, and the checks a login from a new address and the disable form make. The HOTP
 * arithmetic is otpauth's; here are only the rules: a window of one step either side, and no code
 * (nor any older one) accepted twice, held by a conditional update of the last step accepted.
 */

/** The name an authenticator app lists the account under. */
const ISSUER = 'BetPlay';
/** Steps either side of now a code may come from: a phone clock a little off still works. */
const WINDOW = 1;

/** Wrong codes the security centre takes from a member over five minutes (setup and disable). */
export const TOTP_CODE_LIMIT = { name: 'totp-code', limit: 5, windowMs: 5 * 60_000 } as const satisfies RateRule;

const totpOf = (secret: string, account: string) =>
  new TOTP({ issuer: ISSUER, label: account, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });

/** Recovery codes are high-entropy random values, so, like session tokens, a SHA-256 hash keeps them. */
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Ten characters of Crockford's base32 (50 random bits), shown as two groups of five. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newRecoveryCode = () => {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/*
 * The secret is kept sealed under the platform's TOTP key (core/sealed-secret.ts), bound to the
 * member's id, so a secret moved to another member's row does not open.
 */
const seal = (p: Platform, memberId: number, secret: string) => sealSecret(p.env, String(memberId), secret);

/** The secret of a row, or null when it does not open (another key, or tampered): the app then accepts no code. */
const unseal = (p: Platform, memberId: number, stored: string) => unsealSecret(p.env, String(memberId), stored);

const rowOf = async (p: Platform, memberId: number) => {
  const [row] = await p.db.select().from(memberTotp).where(eq(memberTotp.memberId, memberId)).limit(1);
  return row && { ...row, stored: row.secret, secret: unseal(p, memberId, row.secret) };
};

/** Whether the member's authenticator is on. */
export const totpEnabled = async (p: Platform, memberId: number): Promise<boolean> => Boolean((await rowOf(p, memberId))?.enabledAt);

export const totpStatus = async (p: Platform, memberId: number): Promise<TotpStatus> => {
  if (!(await totpEnabled(p, memberId))) return { state: 'off' };
  const [left] = await p.db
    .select({ n: count() })
    .from(memberRecoveryCodes)
    .where(and(eq(memberRecoveryCodes.memberId, memberId), isNull(memberRecoveryCodes.usedAt)));
  return { state: 'on', recoveryCodesLeft: left?.n ?? 0 };
};

/** A new secret for a member without the app on; a setup started again replaces the one before. */
export const startTotpSetup = async (p: Platform, memberId: number): Promise<TotpSetup> => {
  const [member] = await p.db.select({ account: members.account }).from(members).where(eq(members.id, memberId)).limit(1);
  if (!member) throw new PlatformError('login.not.session');
  const secret = new Secret({ size: 20 }).base32;
  const sealed = seal(p, memberId, secret);
  const rows = await p.db
    .insert(memberTotp)
    .values({ memberId, secret: sealed, updatedAt: p.now() })
    .onConflictDoUpdate({ target: memberTotp.memberId, set: { secret: sealed, lastStep: null, updatedAt: p.now() }, setWhere: isNull(memberTotp.enabledAt) })
    .returning({ memberId: memberTotp.memberId });
  if (rows.length === 0) throw new PlatformError('totp.enabled');
  return { secret, uri: totpOf(secret, member.account).toString() };
};

/**
 * The time step of `code` if it is right for `secret` now, within the window, else null. The
 * account in the label plays no part in the codes.
 */
const stepOf = (p: Platform, secret: string | null, code: string): number | null => {
  const parsed = totpCodeSchema.safeParse(code);
  if (!parsed.success || secret === null) return null;
  const totp = totpOf(secret, '-');
  const timestamp = p.now().getTime();
  const delta = totp.validate({ token: parsed.data, timestamp, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp }) + delta;
};

/** Takes the step for the member: false when it, or a later one, was accepted already (a replay). */
const claimStep = async (p: Platform, memberId: number, step: number): Promise<boolean> => {
  const rows = await p.db
    .update(memberTotp)
    .set({ lastStep: step, updatedAt: p.now() })
    .where(and(eq(memberTotp.memberId, memberId), or(isNull(memberTotp.lastStep), lt(memberTotp.lastStep, step))))
    .returning({ memberId: memberTotp.memberId });
  return rows.length > 0;
};

/** A current code of the member's app, accepted once; false for a wrong, stale or replayed one, or with the app off. */
export const acceptTotpCode = async (p: Platform, memberId: number, code: string): Promise<boolean> => {
  const row = await rowOf(p, memberId);
  if (!row?.enabledAt) return false;
  const step = stepOf(p, row.secret, code);
  return step !== null && claimStep(p, memberId, step);
};

/** An unused recovery code of the member, spent by this call; false for any other. */
export const spendRecoveryCode = async (p: Platform, memberId: number, code: string): Promise<boolean> => {
  if (!(await totpEnabled(p, memberId))) return false;
  const rows = await p.db
    .update(memberRecoveryCodes)
    .set({ usedAt: p.now() })
    .where(and(eq(memberRecoveryCodes.memberId, memberId), eq(memberRecoveryCodes.codeHash, hashRecoveryCode(code)), isNull(memberRecoveryCodes.usedAt)))
    .returning({ id: memberRecoveryCodes.id });
  return rows.length > 0;
};

/** The security centre's code checks count wrong answers per member, and refuse past the limit before checking. */
const guarded = async (p: Platform, memberId: number, check: () => Promise<boolean>): Promise<void> => {
  const subject = String(memberId);
  if ((await countOf(p, TOTP_CODE_LIMIT, subject)) >= TOTP_CODE_LIMIT.limit) throw tooMany(TOTP_CODE_LIMIT);
  if (!(await check())) {
    await record(p, TOTP_CODE_LIMIT, subject);
    throw new PlatformError('totp.code.invalid');
  }
  await reset(p, TOTP_CODE_LIMIT, subject);
};

/**
 * The first code from the app turns it on, and answers the recovery codes: the only time they
 * are ever shown. The codes of any earlier setup go with it.
 */
export const enableTotp = async (p: Platform, memberId: number, code: string): Promise<{ recoveryCodes: string[] }> => {
  const row = await rowOf(p, memberId);
  if (row?.enabledAt) throw new PlatformError('totp.enabled');
  if (!row) throw new PlatformError('totp.setup.missing');
  let step: number | null = null;
  await guarded(p, memberId, async () => (step = stepOf(p, row.secret, code)) !== null);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = p.now();
  await p.db.transaction(async (tx) => {
    // Only the setup this code was made for: a setup started again meanwhile has another secret.
    const turned = await tx
      .update(memberTotp)
      .set({ enabledAt: now, lastStep: step, updatedAt: now })
      .where(and(eq(memberTotp.memberId, memberId), eq(memberTotp.secret, row.stored), isNull(memberTotp.enabledAt)))
      .returning({ memberId: memberTotp.memberId });
    if (turned.length === 0) throw new PlatformError('totp.setup.missing');
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
    await tx.insert(memberRecoveryCodes).values(recoveryCodes.map((c) => ({ memberId, codeHash: hashRecoveryCode(c), createdAt: now })));
  });
  return { recoveryCodes };
};

/** Turns the app off with a current code from it or an unused recovery code; its secret and codes are deleted. */
export const disableTotp = async (p: Platform, memberId: number, code: string): Promise<void> => {
  if (!(await totpEnabled(p, memberId))) throw new PlatformError('totp.not.enabled');
  await guarded(p, memberId, async () => (await acceptTotpCode(p, memberId, code)) || (await spendRecoveryCode(p, memberId, code)));
  await p.db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId));
    await tx.delete(memberTotp).where(and(eq(memberTotp.memberId, memberId), isNotNull(memberTotp.enabledAt)));
  });
};

/** The operator's reset (`npm run platform -- totp off <account>`). */
export const totpResetSchema = z.object({ account: z.string().trim().min(1).max(64) });

export interface TotpReset {
  account: string;
  /** Whether the app was on (or a setup waiting): its key and recovery codes are deleted. */
  wasOn: boolean;
}

/**
 * Customer service, once it knows who it talks to, turns off the app of a member who lost both
 * the phone and the recovery codes; the member can then turn it on again with a new key.
 */
export const resetTotp = async (p: Platform, input: z.infer<typeof totpResetSchema>): Promise<TotpReset> => {
  const account = input.account.toLowerCase();
  const [member] = await p.db.select({ id: members.id }).from(members).where(eq(members.account, account)).limit(1);
  if (!member) throw new PlatformError('request_param_err', { fields: { account: ['unknown_account'] } });
  const wasOn = await totpEnabled(p, member.id);
  await p.db.transaction(async (tx) => {
    await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, member.id));
    await tx.delete(memberTotp).where(eq(memberTotp.memberId, member.id));
  });
  return { account, wasOn };
};
