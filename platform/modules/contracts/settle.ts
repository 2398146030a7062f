import { sql } from 'drizzle-orm';
import { CONTRACT_KINDS, DIVIDEND_CYCLES, IN_FORCE_CODES, type ContractKind, type ContractStatusCode, type Terms } from '../../../contract/agent-contracts.ts';
import type { Platform } from '../../context.ts';
import { rowsOf, type Db, type Tx } from '../../db/index.ts';
import { teamBettors, teamBucketRows } from '../agent/index.ts';
import { ensureWallet, houseAccount, transferWithin } from '../ledger/index.ts';
import { endedPeriods, periodAt, scheduleName, type Period, type Schedule } from './periods.ts';
import { NO_FIGURES, figuresOnWire, periodPayouts, type Figures, type InForce, type PeriodPayout } from './rules.ts';

/*
 * Settlement: for each kind (and dividend cycle), every period that has ended is settled once.
 * For each contract in force at the period's end, with the terms then in force, it reads the
 * holder's team figures of the period, finds the tier met and pays the payout (rules.ts) from the
 * site's rewards account to the holder's wallet, as one ledger event. A period's contracts are
 * settled in one transaction with the row that marks the period done:
 * - a re-run finds the rows and pays nothing (one row per contract and period, and the ledger's
 *   idempotency key);
 * - a crash leaves nothing half-done, and the next pass settles the period again from the start;
 * - two servers on one PostgreSQL: the pass takes a transaction-level advisory lock first, and
 *   the server that does not get it leaves the work to the one that has it.
 * Only figures of the period itself are read, some time after its end (SETTLE_DELAY_MS), so that
 * bets in flight at the end have landed.
 */

/** How long after a period's end it is settled. */
export const SETTLE_DELAY_MS = 60_000;

/** The most periods one pass settles of one schedule: a long downtime is caught up over several passes. */
const MAX_PERIODS_PER_PASS = 20_000;

/** How many periods share one read of the figures and one transaction. */
const CHUNK: Record<ContractKind, number> = { realTimeSalary: 2_016, hourlySalary: 168, dailySalary: 31, dividend: 1 };

/** The advisory lock every settling transaction takes: one server settles at a time. */
const SETTLE_LOCK = 0x5e771e;

export const ALL_SCHEDULES: readonly Schedule[] = [
  ...CONTRACT_KINDS.filter((kind): kind is Exclude<ContractKind, 'dividend'> => kind !== 'dividend').map((kind) => ({ kind })),
  ...DIVIDEND_CYCLES.map((cycle) => ({ kind: 'dividend' as const, cycle })),
];

/** One version of a contract, as the settlement reads the history. */
interface VersionRow {
  contractId: number;
  holderId: number;
  uplineId: number | null;
  version: number;
  status: ContractStatusCode;
  terms: Terms;
  at: Date;
}

const history = async (db: Pick<Db, 'execute'>, kind: ContractKind): Promise<VersionRow[]> =>
  rowsOf<{
    contract_id: string;
    holder_id: string;
    upline_id: string | null;
    version: number;
    status: ContractStatusCode;
    terms: Terms | string;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select v.contract_id, c.holder_id, c.upline_id, v.version, v.status, v.terms, v.created_at
      from agent_contracts c join agent_contract_versions v on v.contract_id = c.id
      where c.kind = ${kind} order by v.contract_id, v.version`),
  ).map((r) => ({
    contractId: Number(r.contract_id),
    holderId: Number(r.holder_id),
    uplineId: r.upline_id === null ? null : Number(r.upline_id),
    version: Number(r.version),
    status: r.status,
    terms: typeof r.terms === 'string' ? (JSON.parse(r.terms) as Terms) : r.terms,
    at: new Date(r.created_at),
  }));

/** The contracts in force at `at`, each with the version then newest, on the schedule's cycle. */
export const inForceAt = (versions: readonly VersionRow[], at: Date, s: Schedule): InForce[] => {
  const newest = new Map<number, VersionRow>();
  for (const v of versions) if (v.at < at) newest.set(v.contractId, v);
  return [...newest.values()]
    .filter((v) => IN_FORCE_CODES.includes(v.status) && (s.kind !== 'dividend' || v.terms.cycle === s.cycle))
    .map((v) => ({ contractId: v.contractId, holderId: v.holderId, uplineId: v.uplineId, version: v.version, terms: v.terms }));
};

const instantArray = (dates: readonly Date[]) => `{${dates.map((d) => d.toISOString()).join(',')}}`;
const idArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

const ROLLED_UP = ['valid_stake', 'win', 'bonuses', 'rebates'];

/**
 * One holder's figures over periods of whole days or more, from the upline's own day and hour rows
 * and the members' bet bits (agent/figures.ts), as the team overview reads them: a few rows a
 * day, whatever the team's size.
 */
const rolledUpFigures = async (db: Pick<Db, 'execute'>, holder: number, periods: readonly Period[], out: Map<string, Figures>) => {
  const buckets = periods.map((period, index) => ({ bucket: String(index), from: period.from, to: period.to }));
  const [sums, bettors] = await Promise.all([
    db.execute(sql`select s.bucket, sum(s.valid_stake)::text as bet, sum(s.valid_stake - s.win - s.bonuses - s.rebates)::text as loss
      from (${teamBucketRows(holder, buckets, ROLLED_UP)}) s group by 1`),
    db.execute(
      sql.join(
        periods.map((period, index) => sql`select ${index}::int as i, (${teamBettors(holder, period.from, period.to)})::int as n`),
        sql` union all `,
      ),
    ),
  ]);
  const active = new Map(rowsOf<{ i: number; n: number }>(bettors).map((row) => [Number(row.i), Number(row.n)]));
  for (const row of rowsOf<{ bucket: string; bet: string; loss: string }>(sums)) {
    out.set(`${holder}:${row.bucket}`, { bet: BigInt(row.bet), loss: BigInt(row.loss), active: active.get(Number(row.bucket)) ?? 0 });
  }
};

/**
 * Each holder's team figures in each period of `periods` (consecutive), keyed `holder:index`.
 * The daily salary and the dividend read the report rollups of whole UTC days and hours, the
 * hourly salary the members' hour rows, as the agent reports do; real-time salary reads the
 * rounds and tickets placed in its 5 minutes.
 */
export const teamFigures = async (db: Pick<Db, 'execute'>, kind: ContractKind, holders: readonly number[], periods: readonly Period[]) => {
  const out = new Map<string, Figures>();
  if (!holders.length || !periods.length) return out;
  if (kind === 'dailySalary' || kind === 'dividend') {
    for (const holder of holders) await rolledUpFigures(db, holder, periods, out);
    return out;
  }
  const [from, to] = [periods[0]!.from, periods.at(-1)!.to];
  const thresholds = instantArray([...periods.map((p) => p.from), to]);
  const query =
    kind === 'realTimeSalary'
      ? sql`
        select t.upline_id as holder, width_bucket(e.at, ${thresholds}::timestamptz[]) as period,
          sum(e.stake)::text as bet, sum(e.stake - e.win)::text as loss, count(distinct e.member_id)::int as active
        from team_members t
        join lateral (
          select r.member_id, r.created_at as at, r.stake, r.win from game_rounds r
          where r.member_id = t.member_id and r.mode = 'real' and r.created_at >= ${from.toISOString()}::timestamptz and r.created_at < ${to.toISOString()}::timestamptz
          union all
          select l.member_id, l.created_at, l.stake, coalesce(l.payout, 0) from lottery_tickets l
          where l.member_id = t.member_id and l.created_at >= ${from.toISOString()}::timestamptz and l.created_at < ${to.toISOString()}::timestamptz
        ) e on true
        where t.upline_id = any(${idArray(holders)}::bigint[])
        group by 1, 2`
      : sql`
        select t.upline_id as holder, width_bucket(s.hour, ${thresholds}::timestamptz[]) as period,
          sum(s.valid_stake)::text as bet, sum(s.valid_stake - s.win - s.bonuses - s.rebates)::text as loss,
          count(distinct s.member_id) filter (where s.bets > 0)::int as active
        from team_members t join member_hour_stats s on s.member_id = t.member_id
        where t.upline_id = any(${idArray(holders)}::bigint[]) and s.hour >= ${from.toISOString()}::timestamptz and s.hour < ${to.toISOString()}::timestamptz
        group by 1, 2`;
  for (const row of rowsOf<{ holder: string; period: number; bet: string; loss: string; active: number }>(await db.execute(query))) {
    out.set(`${Number(row.holder)}:${Number(row.period) - 1}`, { bet: BigInt(row.bet), loss: BigInt(row.loss), active: Number(row.active) });
  }
  return out;
};

/** The ledger event kind of a contract payout, one per kind; my income and the records name them. */
export const payoutKind = (kind: ContractKind) => `contract.${kind}`;

/** The ledger's idempotency key of one contract's payout for one period. */
const payoutKey = (contractId: number, period: Period) => `contract:${contractId}:${period.from.toISOString()}`;

/**
 * Writes one period's settlement rows and pays what they pay, inside the caller's transaction.
 * Rows already written (by an earlier run, or another server) are skipped and paid nothing.
 */
const payPeriod = async (tx: Tx, kind: ContractKind, period: Period, payouts: readonly PeriodPayout[]) => {
  let paid = 0n;
  for (const row of payouts) {
    if (row.reward === 0n) continue;
    const written = rowsOf<{ contract_id: string }>(
      await tx.execute(sql`
        insert into contract_settlements (contract_id, period_start, period_end, kind, holder_id, version, figures, tier, reward, passed_down, payout)
        values (${row.contractId}, ${period.from.toISOString()}::timestamptz, ${period.to.toISOString()}::timestamptz, ${kind}, ${row.holderId}, ${row.version},
          ${JSON.stringify(figuresOnWire(row.figures))}::jsonb, ${row.tier}, ${row.reward}, ${row.passedDown}, ${row.payout})
        on conflict do nothing returning contract_id`),
    );
    if (!written.length || row.payout === 0n) continue;
    const [holder] = rowsOf<{ currency: string }>(await tx.execute(sql`select currency from members where id = ${row.holderId}`));
    const currency = holder!.currency;
    const moved = await transferWithin(tx, {
      kind: payoutKind(kind),
      memberId: row.holderId,
      reference: `#${row.contractId} ${period.from.toISOString()}`,
      idempotencyKey: payoutKey(row.contractId, period),
      from: await houseAccount(tx, 'house:rewards', currency),
      to: await ensureWallet(tx, row.holderId, currency),
      amount: row.payout,
    });
    await tx.execute(sql`update contract_settlements set transaction_id = ${moved.transactionId}
      where contract_id = ${row.contractId} and period_start = ${period.from.toISOString()}::timestamptz`);
    paid += row.payout;
  }
  return paid;
};

export interface SettleReport {
  schedule: string;
  periods: number;
  settlements: number;
  paid: bigint;
}

/** Where a schedule's next pass starts: after the newest period settled, else at the first contract ever in force. */
const startOf = async (db: Pick<Db, 'execute'>, s: Schedule, versions: readonly VersionRow[]): Promise<Date | null> => {
  const [last] = rowsOf<{ period_end: string | Date | null }>(
    await db.execute(sql`select max(period_end) as period_end from contract_settlement_runs where kind = ${s.kind} and cycle = ${scheduleName(s)}`),
  );
  if (last?.period_end) return new Date(last.period_end);
  const first = versions.find((v) => IN_FORCE_CODES.includes(v.status) && (s.kind !== 'dividend' || v.terms.cycle === s.cycle));
  return first ? periodAt(s, first.at).from : null;
};

/**
 * Settles one schedule's ended periods, oldest first. Returns null when another server holds the
 * settlement lock (it is settling them).
 */
export const settleSchedule = async (p: Platform, s: Schedule, now: Date = p.now()): Promise<SettleReport | null> => {
  const report: SettleReport = { schedule: scheduleName(s), periods: 0, settlements: 0, paid: 0n };
  const versions = await history(p.db, s.kind);
  const start = await startOf(p.db, s, versions);
  if (!start) return report;
  const periods = endedPeriods(s, start, new Date(now.getTime() - SETTLE_DELAY_MS), MAX_PERIODS_PER_PASS);
  for (let i = 0; i < periods.length; i += CHUNK[s.kind]) {
    const chunk = periods.slice(i, i + CHUNK[s.kind]);
    const forces = chunk.map((period) => inForceAt(versions, period.to, s));
    const holders = [...new Set(forces.flat().map((c) => c.holderId))];
    const figures = await teamFigures(p.db, s.kind, holders, chunk);
    const done = await p.db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${SETTLE_LOCK}) as locked`));
      if (!lock?.locked) return false;
      // The chunk's periods are marked settled first, in one statement; a period already marked
      // (a run before this one settled it) is not returned, and is skipped.
      const marked = rowsOf<{ period_start: string | Date }>(
        await tx.execute(sql`insert into contract_settlement_runs (kind, cycle, period_start, period_end, contracts)
          select ${s.kind}, ${scheduleName(s)}, f, t, n
          from unnest(${instantArray(chunk.map((period) => period.from))}::timestamptz[], ${instantArray(chunk.map((period) => period.to))}::timestamptz[],
            ${idArray(forces.map((f) => f.length))}::int[]) as u(f, t, n)
          on conflict do nothing returning period_start`),
      );
      const fresh = new Set(marked.map((row) => new Date(row.period_start).getTime()));
      for (const [index, period] of chunk.entries()) {
        if (!fresh.has(period.from.getTime())) continue;
        const payouts = periodPayouts(s.kind, forces[index]!, (holderId) => figures.get(`${holderId}:${index}`) ?? NO_FIGURES);
        report.paid += await payPeriod(tx, s.kind, period, payouts);
        report.periods += 1;
        report.settlements += payouts.filter((row) => row.reward > 0n).length;
      }
      return true;
    });
    if (!done) return null;
  }
  return report;
};

/** Settles every schedule's ended periods: the scheduler's pass, and the operator's re-run. */
export const settleContracts = async (p: Platform, now: Date = p.now()): Promise<SettleReport[]> => {
  const reports: SettleReport[] = [];
  for (const s of ALL_SCHEDULES) {
    const report = await settleSchedule(p, s, now);
    if (!report) return reports;
    if (report.periods) reports.push(report);
  }
  return reports;
};

/**
 * The settlement preview: what the holder's contract would pay for the current period were it to
 * end now, computed as the settlement does, paying nothing.
 */
export const previewPayout = async (p: Platform, kind: ContractKind, contractId: number, now: Date = p.now()) => {
  const versions = await history(p.db, kind);
  const own = [...versions].reverse().find((v) => v.contractId === contractId);
  if (!own) return null;
  const s: Schedule = kind === 'dividend' ? { kind, cycle: own.terms.cycle ?? 'monthly' } : { kind };
  const period = periodAt(s, now);
  // The contracts in force now, over the period so far: whole hours for the kinds read by the hour.
  const forces = inForceAt(versions, new Date(now.getTime() + 1), s);
  const until = kind === 'realTimeSalary' ? period.to : new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const read = { from: period.from, to: until < period.to ? until : period.to };
  const figures = await teamFigures(p.db, kind, [...new Set(forces.map((c) => c.holderId))], [read]);
  const row = periodPayouts(kind, forces, (holderId) => figures.get(`${holderId}:0`) ?? NO_FIGURES).find((r) => r.contractId === contractId);
  return row ? { period, row } : null;
};
