import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/index.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';

export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

const sortKeys = (_key: string, value: unknown): unknown => {
  if (typeof value === 'bigint') return value.toString();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return value;
};

/** SHA-256 of the request as canonical JSON (sorted keys, bigints as decimal text). */
export const requestHash = (request: unknown) => createHash('sha256').update(JSON.stringify(request, sortKeys)).digest('hex');

/** Checks a caller's key before it is used; a blank one is refused with the contract's code. */
export const checkKey = (key: string) => {
  if (!key.trim()) throw new PlatformError('idempotency.key.required');
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw new PlatformError('request_param_err', { fields: { idempotencyKey: ['too_big'] } });
  }
};

export type Claim = { fresh: true } | { fresh: false; stored: unknown };

/**
 * Claims `scope`/`key` inside the caller's transaction, before any money moves.
 *
 * The row is inserted first, so a second call with the same key waits on the unique index until
 * the first commits, then finds its result instead of moving money again. The row only outlives
 * a transaction that commits: a call that failed left nothing behind, and its retry runs afresh.
 * The same key with a different request is refused.
 */
export const claimKey = async (tx: Db | Tx, scope: string, key: string, hash: string): Promise<Claim> => {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, result: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { fresh: true };
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, result: idempotencyKeys.result })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) throw new Error(`Idempotency key ${scope}/${key} conflicted but cannot be read`);
  if (row.requestHash !== hash) throw new PlatformError('idempotency.conflict');
  return { fresh: false, stored: row.result };
};

/** Records the result of a claimed key, in the same transaction that claimed it. */
export const storeResult = async (tx: Db | Tx, scope: string, key: string, result: unknown) => {
  await tx
    .update(idempotencyKeys)
    .set({ result })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
};
