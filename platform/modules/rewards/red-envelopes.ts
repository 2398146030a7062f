import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { z } from 'zod';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { RedEnvelope, RedEnvelopeClaim, RedEnvelopeState, RedEnvelopeStatus } from '../../../contract/red-envelopes.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { operatorAmount, operatorText, operatorTitle } from '../../core/operator-text.ts';
import { members, redEnvelopeClaims, redEnvelopes } from '../../db/schema/index.ts';
import { ensureWallet, houseAccount, transfer, walletBalance } from '../ledger/index.ts';
import { requireModule, siteSnapshot } from '../system/index.ts';

/*
 * Red envelopes: an operator's event with a time window, a budget and the range of one envelope.
 * Each real account opens one envelope per event, for an amount the platform draws at random
 * between the minimum and the maximum, and never more than what the budget has left; once what is
 * left is under the minimum, the event is empty. A claim locks the event's row, so claims at the
 * same moment queue and the budget is never passed. The money is one ledger event of kind
 * `red.envelope` from the house's rewards; a claim that comes twice answers the same envelope.
 */

type EventRow = typeof redEnvelopes.$inferSelect;

/** Red envelopes are part of the reward centre: off with it. */
const REWARD_CENTRE = 'REWCEN3';

const stateOf = (row: EventRow, now: Date): RedEnvelopeState =>
  now < row.startsAt ? 'upcoming' : now >= row.endsAt ? 'ended' : row.budget - row.paid < row.minAmount ? 'empty' : 'open';

const eventView = (row: EventRow, lang: ShippedLanguage, now: Date, claimed: { amount: bigint; createdAt: Date } | null): RedEnvelope => ({
  id: String(row.id),
  title: lang === 'EN' ? row.titleEn : row.titleEs,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  min: formatMinor(row.minAmount),
  max: formatMinor(row.maxAmount),
  state: stateOf(row, now),
  claimed: claimed ? { amount: formatMinor(claimed.amount), claimedAt: claimed.createdAt.toISOString() } : null,
});

const claimOf = async (p: Platform, envelopeId: number, memberId: number) => {
  const [claim] = await p.db
    .select({ amount: redEnvelopeClaims.amount, createdAt: redEnvelopeClaims.createdAt })
    .from(redEnvelopeClaims)
    .where(and(eq(redEnvelopeClaims.envelopeId, envelopeId), eq(redEnvelopeClaims.memberId, memberId)));
  return claim ?? null;
};

/**
 * The event open now (the one ending first), else the next to open, with the member's envelope in
 * it (`MCSFE_getRafflePromotionStatus`). An event that ended is no longer shown.
 */
export const redEnvelopeStatus = async (p: Platform, memberId: number, lang: ShippedLanguage): Promise<RedEnvelopeStatus> => {
  await requireModule(p, REWARD_CENTRE);
  const now = p.now();
  const [open] = await p.db
    .select()
    .from(redEnvelopes)
    .where(and(lte(redEnvelopes.startsAt, now), gt(redEnvelopes.endsAt, now)))
    .orderBy(asc(redEnvelopes.endsAt), asc(redEnvelopes.id))
    .limit(1);
  const [next] = open ? [open] : await p.db.select().from(redEnvelopes).where(gt(redEnvelopes.startsAt, now)).orderBy(asc(redEnvelopes.startsAt)).limit(1);
  if (!next) return { event: null };
  return { event: eventView(next, lang, now, await claimOf(p, next.id, memberId)) };
};

/** Opens the member's envelope of the event (`MCS2_claimRafflePromotion`). */
export const claimRedEnvelope = async (p: Platform, memberId: number, eventId: number): Promise<RedEnvelopeClaim> => {
  await requireModule(p, REWARD_CENTRE);
  const [member] = await p.db.select({ currency: members.currency }).from(members).where(eq(members.id, memberId));
  if (!member) return fail('login.not.session');
  return p.db.transaction(async (tx) => {
    // The event's row, locked until this claim commits: claims at the same moment queue here.
    const [event] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.id, eventId)).for('update');
    if (!event) return fail('envelope.not.found');
    const wallet = await ensureWallet(tx, memberId, member.currency);
    const [done] = await tx
      .select()
      .from(redEnvelopeClaims)
      .where(and(eq(redEnvelopeClaims.envelopeId, eventId), eq(redEnvelopeClaims.memberId, memberId)));
    if (done) {
      const balance = (await walletBalance(tx, memberId))?.balance ?? 0n;
      return { eventId: String(eventId), amount: formatMinor(done.amount), claimedAt: done.createdAt.toISOString(), balance: formatMinor(balance) };
    }
    const now = p.now();
    const state = stateOf(event, now);
    if (state === 'upcoming' || state === 'ended')
      return fail('envelope.not.open', { startsAt: event.startsAt.toISOString(), endsAt: event.endsAt.toISOString() });
    if (state === 'empty' || event.currency !== member.currency) return fail('envelope.empty');

    const left = event.budget - event.paid;
    const drawn = BigInt(randomInt(Number(event.minAmount), Number(event.maxAmount) + 1));
    const amount = drawn < left ? drawn : left;
    const moved = await transfer(tx, {
      kind: 'red.envelope',
      memberId,
      reference: `red-envelope:${eventId}`,
      idempotencyKey: `red-envelope:${eventId}:${memberId}`,
      from: await houseAccount(tx, 'house:rewards', member.currency),
      to: wallet,
      amount,
    });
    await tx.insert(redEnvelopeClaims).values({ envelopeId: eventId, memberId, amount, transactionId: moved.transactionId, createdAt: now });
    await tx
      .update(redEnvelopes)
      .set({ paid: event.paid + amount, claims: event.claims + 1 })
      .where(eq(redEnvelopes.id, eventId));
    return { eventId: String(eventId), amount: formatMinor(amount), claimedAt: now.toISOString(), balance: formatMinor(moved.balances[wallet]!) };
  });
};

// The operator's side: `red-envelope create | list | end`.

// Amounts stay as typed (text, which JSON carries) and are read as minor units where they are used.
const minor = (amount: string) => parseMinor(amount)!;
const amountText = operatorAmount().refine((text) => minor(text) > 0n, 'more than zero');

export const redEnvelopeInputSchema = z
  .object({
    titleEs: operatorTitle(),
    titleEn: operatorTitle(),
    from: z.iso.datetime({ offset: true }),
    until: z.iso.datetime({ offset: true }),
    budget: amountText,
    min: amountText,
    max: amountText,
    by: operatorText(64),
  })
  .refine((e) => Date.parse(e.from) < Date.parse(e.until), { path: ['until'], message: 'after --from' })
  .refine((e) => minor(e.min) <= minor(e.max), { path: ['max'], message: 'at least --min' })
  .refine((e) => minor(e.max) <= minor(e.budget), { path: ['budget'], message: 'at least --max' });

export const redEnvelopeIdSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER), by: operatorText(64) });

export interface OperatorRedEnvelope {
  id: number;
  titleEs: string;
  titleEn: string;
  startsAt: string;
  endsAt: string;
  state: RedEnvelopeState;
  currency: string;
  budget: string;
  min: string;
  max: string;
  paid: string;
  claims: number;
  createdBy: string;
}

const operatorView = (row: EventRow, now: Date): OperatorRedEnvelope => ({
  id: row.id,
  titleEs: row.titleEs,
  titleEn: row.titleEn,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  state: stateOf(row, now),
  currency: row.currency,
  budget: formatMinor(row.budget),
  min: formatMinor(row.minAmount),
  max: formatMinor(row.maxAmount),
  paid: formatMinor(row.paid),
  claims: row.claims,
  createdBy: row.createdBy,
});

export const createRedEnvelope = async (p: Platform, input: z.infer<typeof redEnvelopeInputSchema>): Promise<OperatorRedEnvelope> => {
  const currency = (await siteSnapshot(p)).settings.currency.code;
  const [row] = await p.db
    .insert(redEnvelopes)
    .values({
      titleEs: input.titleEs,
      titleEn: input.titleEn,
      startsAt: new Date(input.from),
      endsAt: new Date(input.until),
      currency,
      budget: minor(input.budget),
      minAmount: minor(input.min),
      maxAmount: minor(input.max),
      createdBy: input.by,
      createdAt: p.now(),
    })
    .returning();
  return operatorView(row!, p.now());
};

export const listRedEnvelopes = async (p: Platform, { limit }: { limit: number }): Promise<OperatorRedEnvelope[]> => {
  const rows = await p.db.select().from(redEnvelopes).orderBy(desc(redEnvelopes.id)).limit(limit);
  return rows.map((row) => operatorView(row, p.now()));
};

/** Ends an event now: no envelope opens after this, and what its envelopes paid stays paid. */
export const endRedEnvelope = async (p: Platform, { id }: { id: number; by: string }): Promise<OperatorRedEnvelope> => {
  const now = p.now();
  const [row] = await p.db.transaction(async (tx) => {
    const [event] = await tx.select().from(redEnvelopes).where(eq(redEnvelopes.id, id)).for('update');
    if (!event) return fail('envelope.not.found');
    if (event.endsAt <= now) return [event];
    // A window must stay a window: an event not yet open is moved to have ended just now.
    const startsAt = event.startsAt < now ? event.startsAt : new Date(now.getTime() - 1);
    return tx.update(redEnvelopes).set({ startsAt, endsAt: now }).where(eq(redEnvelopes.id, id)).returning();
  });
  return operatorView(row!, now);
};
