import { sql, type SQL } from 'drizzle-orm';
import {
  IN_FORCE_CODES,
  termsProblem,
  type ContractAction,
  type ContractKind,
  type ContractStatusCode,
  type ContractView,
  type Terms,
  type TermsInput,
} from '../../../contract/agent-contracts.ts';
import type { ErrorCode } from '../../../contract/error-codes.ts';
import { isAgentType } from '../../../contract/limits.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { rowsOf, type Db, type Tx } from '../../db/index.ts';
import { agentContracts, agentContractVersions } from '../../db/schema/index.ts';
import { normaliseTerms, withinUpline } from './rules.ts';
import { assertReceives } from '../responsible/index.ts';

/*
 * Contracts and their versions. A contract's state is its newest version; every act writes the
 * next one, inside a transaction that holds the contract's row, so two acts on one contract are
 * applied one after the other and the second sees the first. Nothing is edited in place.
 */

type Reader = Pick<Db, 'execute'>;

/** A contract with its newest version and the accounts it names. */
export interface ContractRow {
  id: number;
  kind: ContractKind;
  holderId: number;
  holder: string;
  uplineId: number | null;
  upline: string | null;
  replacesId: number | null;
  version: number;
  status: ContractStatusCode;
  terms: Terms;
  note: string | null;
  at: Date;
}

interface RawRow {
  id: string | number;
  kind: ContractKind;
  holder_id: string | number;
  holder: string;
  upline_id: string | number | null;
  upline: string | null;
  replaces_id: string | number | null;
  version: number;
  status: ContractStatusCode;
  terms: Terms | string;
  note: string | null;
  created_at: string | Date;
}

const fromRaw = (r: RawRow): ContractRow => ({
  id: Number(r.id),
  kind: r.kind,
  holderId: Number(r.holder_id),
  holder: r.holder,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  upline: r.upline,
  replacesId: r.replaces_id === null ? null : Number(r.replaces_id),
  version: Number(r.version),
  status: r.status,
  terms: typeof r.terms === 'string' ? (JSON.parse(r.terms) as Terms) : r.terms,
  note: r.note,
  at: new Date(r.created_at),
});

/** The contracts `where` picks (over `c`, the contract), each with its newest version. */
export const contractsWhere = async (db: Reader, where: SQL): Promise<ContractRow[]> =>
  rowsOf<RawRow>(
    await db.execute(sql`
      select c.id, c.kind, c.holder_id, h.account as holder, c.upline_id, u.account as upline, c.replaces_id,
        v.version, v.status, v.terms, v.note, v.created_at
      from agent_contracts c
      join lateral (select * from agent_contract_versions v where v.contract_id = c.id order by v.version desc limit 1) v on true
      join members h on h.id = c.holder_id
      left join members u on u.id = c.upline_id
      where ${where}
      order by c.id`),
  ).map(fromRaw);

export const viewOf = (row: ContractRow): ContractView => ({
  id: String(row.id),
  kind: row.kind,
  status: row.status,
  holder: row.holder,
  upline: row.upline,
  terms: row.terms,
  version: row.version,
  since: row.at.toISOString(),
  replaces: row.replacesId === null ? null : String(row.replacesId),
  note: row.note,
});

export const isInForce = (row: Pick<ContractRow, 'status'>) => IN_FORCE_CODES.includes(row.status);

/** The member's contract of a kind in force, if any (at most one: accepting a new one ends the old). */
export const inForceOf = async (db: Reader, holderId: number, kind: ContractKind): Promise<ContractRow | null> =>
  (await contractsWhere(db, sql`c.holder_id = ${holderId} and c.kind = ${kind}`)).find(isInForce) ?? null;

const writeVersion = async (
  tx: Tx,
  row: Pick<ContractRow, 'id' | 'version' | 'terms'>,
  status: ContractStatusCode,
  by: { actorId: number | null; requestId?: string | null | undefined; note?: string | null | undefined; terms?: Terms },
) => {
  await tx.insert(agentContractVersions).values({
    contractId: row.id,
    version: row.version + 1,
    status,
    terms: by.terms ?? row.terms,
    actorId: by.actorId,
    note: by.note || null,
    requestId: by.requestId ?? null,
  });
};

/** Holds the contract's row for the rest of the transaction, then reads its newest version. */
const lockContract = async (tx: Tx, contractId: number): Promise<ContractRow | null> => {
  await tx.execute(sql`select id from agent_contracts where id = ${contractId} for update`);
  const [row] = await contractsWhere(tx, sql`c.id = ${contractId}`);
  return row ?? null;
};

/** A retried act: the contract whose version the same actor wrote with this request id, if any. */
const answeredBefore = async (db: Reader, actorId: number, requestId: string): Promise<number | null> => {
  const [row] = rowsOf<{ contract_id: string | number }>(
    await db.execute(sql`select contract_id from agent_contract_versions where actor_id = ${actorId} and request_id = ${requestId}`),
  );
  return row ? Number(row.contract_id) : null;
};

const viewById = async (db: Reader, contractId: number): Promise<ContractView> => {
  const [row] = await contractsWhere(db, sql`c.id = ${contractId}`);
  return row ? viewOf(row) : fail('contract.not.found');
};

interface DownlineRow {
  id: number;
  type: number;
  status: string;
  parent_id: number | null;
}

/**
 * An upline offers a contract to a direct downline agent, within its own contract of the kind.
 * While an earlier offer awaits the downline, the offer is its next version; otherwise it is a new
 * contract, which replaces the one in force when the downline accepts it.
 */
const offer = async (p: Platform, actorId: number, kind: ContractKind, input: Extract<ContractAction, { action: 'offer' }>) => {
  const problem = termsProblem(kind, input.terms);
  if (problem) return fail(problem as ErrorCode);
  const terms = normaliseTerms(input.terms);
  const rights = rowsOf<{ right: string }>(await p.db.execute(sql`select "right" from agent_rights where member_id = ${actorId}`));
  if (!rights.some((r) => r.right === kind)) return fail('contract.right.missing');
  return p.db.transaction(async (tx) => {
    const [target] = rowsOf<DownlineRow>(
      await tx.execute(sql`select id, type, status, parent_id from members where account = ${input.account.toLowerCase()} for share`),
    );
    if (!target || Number(target.parent_id) !== actorId) return fail('downline.not.found');
    if (!isAgentType(Number(target.type))) return fail('contract.not.agent');
    if (target.status !== 'active') return fail('transfer.downline.locked');
    await assertReceives(tx, Number(target.id), p.now());
    const own = await inForceOf(tx, actorId, kind);
    if (!own) return fail('contract.upline.none');
    if (!withinUpline(kind, terms, own.terms)) return fail('contract.rate.above.upline');
    // Every contract of the pair, held still: a second offer made at the same time waits here.
    await tx.execute(sql`select id from agent_contracts where holder_id = ${target.id} and kind = ${kind} for update`);
    const held = await contractsWhere(tx, sql`c.holder_id = ${target.id} and c.kind = ${kind}`);
    const pending = held.find((row) => row.status === 'P');
    if (pending && pending.uplineId === actorId) {
      await writeVersion(tx, pending, 'P', { actorId, requestId: input.requestId, note: input.note, terms });
      return pending.id;
    }
    if (pending) return fail('contract.state.invalid');
    const current = held.find(isInForce);
    const [created] = await tx
      .insert(agentContracts)
      .values({ kind, holderId: Number(target.id), uplineId: actorId, replacesId: current?.id ?? null })
      .returning({ id: agentContracts.id });
    await writeVersion(tx, { id: created!.id, version: 0, terms }, 'P', { actorId, requestId: input.requestId, note: input.note });
    return created!.id;
  });
};

/** The upline asks to end a contract it offered; the contract stays in force until the holder agrees. */
const askTermination = (p: Platform, actorId: number, kind: ContractKind, input: Extract<ContractAction, { action: 'terminate' }>) =>
  p.db.transaction(async (tx) => {
    const row = await lockContract(tx, Number(input.contractId));
    if (!row || row.kind !== kind || row.uplineId !== actorId) return fail('contract.not.found');
    if (row.status !== 'A') return fail('contract.state.invalid');
    await writeVersion(tx, row, 'V', { actorId, requestId: input.requestId, note: input.note });
    return row.id;
  });

/**
 * The holder answers. Accepting a new request puts it in force and terminates the contract it
 * replaces, in one transaction; accepting a termination request ends the contract. Rejecting a
 * request leaves the terms in force as they were; rejecting a termination keeps the contract.
 */
const answer = (p: Platform, actorId: number, kind: ContractKind, input: Extract<ContractAction, { action: 'accept' | 'reject' }>) =>
  p.db.transaction(async (tx) => {
    const row = await lockContract(tx, Number(input.contractId));
    if (!row || row.kind !== kind || row.holderId !== actorId) return fail('contract.not.found');
    const by = { actorId, requestId: input.requestId, note: 'note' in input ? input.note : null };
    if (row.status === 'P') {
      if (input.action === 'reject') {
        await writeVersion(tx, row, 'R', by);
        return row.id;
      }
      const replaced = row.replacesId === null ? null : await lockContract(tx, row.replacesId);
      if (replaced && isInForce(replaced)) await writeVersion(tx, replaced, 'E', { actorId, note: `#${row.id}` });
      await writeVersion(tx, row, 'A', by);
      return row.id;
    }
    if (row.status === 'V') {
      await writeVersion(tx, row, input.action === 'accept' ? 'E' : 'A', by);
      return row.id;
    }
    return fail('contract.state.invalid');
  });

/** One act of the relays, by the signed-in agent; a retried request id answers the contract as it is now. */
export const actOnContract = async (p: Platform, actorId: number, kind: ContractKind, input: ContractAction): Promise<ContractView> => {
  const before = await answeredBefore(p.db, actorId, input.requestId);
  if (before !== null) return viewById(p.db, before);
  let id: number;
  try {
    if (input.action === 'offer') id = await offer(p, actorId, kind, input);
    else if (input.action === 'terminate') id = await askTermination(p, actorId, kind, input);
    else id = await answer(p, actorId, kind, input);
  } catch (err) {
    // The same request id landing twice at once: the second finds the first's version.
    const again = await answeredBefore(p.db, actorId, input.requestId);
    if (again !== null) return viewById(p.db, again);
    throw err;
  }
  return viewById(p.db, id);
};

/**
 * The site offers a top agent (one with no upline) a contract of a kind, through the operator. It
 * is a request like any other: the agent accepts it in the agent centre.
 */
export const offerFromSite = async (p: Platform, account: string, kind: ContractKind, input: TermsInput, note: string | null): Promise<ContractView> => {
  const problem = termsProblem(kind, input);
  if (problem) return fail(problem as ErrorCode);
  const terms = normaliseTerms(input);
  const id = await p.db.transaction(async (tx) => {
    const [target] = rowsOf<DownlineRow>(
      await tx.execute(sql`select id, type, status, parent_id from members where account = ${account.toLowerCase()} for share`),
    );
    if (!target) return fail('downline.not.found');
    if (!isAgentType(Number(target.type)) || target.parent_id !== null) return fail('contract.not.agent');
    await assertReceives(tx, Number(target.id), p.now());
    await tx.execute(sql`select id from agent_contracts where holder_id = ${target.id} and kind = ${kind} for update`);
    const held = await contractsWhere(tx, sql`c.holder_id = ${target.id} and c.kind = ${kind}`);
    if (held.some((row) => row.status === 'P')) return fail('contract.state.invalid');
    const current = held.find(isInForce);
    const [created] = await tx
      .insert(agentContracts)
      .values({ kind, holderId: Number(target.id), uplineId: null, replacesId: current?.id ?? null })
      .returning({ id: agentContracts.id });
    await writeVersion(tx, { id: created!.id, version: 0, terms }, 'P', { actorId: null, note });
    return created!.id;
  });
  return viewById(p.db, id);
};
