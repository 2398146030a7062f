import { sql } from 'drizzle-orm';
import { AGENT_TYPES } from '../../../contract/limits.ts';
import {
  CONSOLIDATED_KEYS,
  CONTRACT_KINDS,
  CONTRACT_PAYOUTS_PAGE_SIZE,
  type Consolidated,
  type ContractKind,
  type ContractRequest,
  type ContractSection,
  type ContractSectionQuery,
  type PeriodFigures,
  type Settlement,
} from '../../../contract/agent-contracts.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { rowsOf } from '../../db/index.ts';
import { figuresOnWire } from './rules.ts';
import { previewPayout } from './settle.ts';
import { contractsWhere, isInForce, viewOf, type ContractRow } from './store.ts';

/*
 * What the agent centre's contract sections and the consolidated call read: the agent's own
 * contracts, the requests awaiting its answer, its direct downline agents' contracts, its payouts.
 */

const requestOf = (row: ContractRow, all: readonly ContractRow[]): ContractRequest => {
  const current = row.status === 'P' ? all.find((other) => other.id === row.replacesId && isInForce(other)) : null;
  return { ...viewOf(row), current: current ? viewOf(current) : row.status === 'V' ? viewOf(row) : null };
};

/** The member's requests awaiting an answer: offers (`P`) and termination requests (`V`) of contracts it holds. */
const awaiting = (rows: readonly ContractRow[]) => rows.filter((row) => row.status === 'P' || row.status === 'V');

/** `GET /wps/member/info/funds/consolidated`, from the member's contracts. */
export const consolidated = async (p: Platform, memberId: number): Promise<Consolidated> => {
  const rows = await contractsWhere(p.db, sql`c.holder_id = ${memberId}`);
  const out = {
    contractmrdailysalinfotype: { agent: [] },
  } as unknown as Record<keyof Consolidated, unknown>;
  for (const kind of CONTRACT_KINDS) {
    const own = rows.filter((row) => row.kind === kind);
    const requests = Object.fromEntries(awaiting(own).map((row) => [String(row.id), requestOf(row, own)]));
    const info = { agent: own.filter((row) => row.status === 'P' || isInForce(row)).map(viewOf) };
    for (const key of CONSOLIDATED_KEYS[kind].requests) out[key] = requests;
    for (const key of CONSOLIDATED_KEYS[kind].info) out[key] = info;
  }
  return out as Consolidated;
};

interface SettlementRaw {
  contract_id: string;
  period_start: string | Date;
  period_end: string | Date;
  figures: PeriodFigures | string;
  tier: number | null;
  reward: string;
  passed_down: string;
  payout: string;
  created_at: string | Date;
}

const settlementOf = (r: SettlementRaw): Settlement => ({
  contractId: String(r.contract_id),
  from: new Date(r.period_start).toISOString(),
  to: new Date(r.period_end).toISOString(),
  figures: typeof r.figures === 'string' ? (JSON.parse(r.figures) as PeriodFigures) : r.figures,
  tier: r.tier === null ? null : Number(r.tier),
  reward: formatMinor(BigInt(r.reward)),
  passedDown: formatMinor(BigInt(r.passed_down)),
  payout: formatMinor(BigInt(r.payout)),
  paidAt: new Date(r.created_at).toISOString(),
});

/** The holder's settlements of a kind, newest period first. */
export const settlementsOf = async (p: Platform, holderId: number, kind: ContractKind, page: number) => {
  const [rows, counted] = await Promise.all([
    p.db.execute(sql`select contract_id, period_start, period_end, figures, tier, reward::text, passed_down::text, payout::text, created_at
      from contract_settlements where holder_id = ${holderId} and kind = ${kind}
      order by period_start desc, contract_id desc limit ${CONTRACT_PAYOUTS_PAGE_SIZE} offset ${(page - 1) * CONTRACT_PAYOUTS_PAGE_SIZE}`),
    p.db.execute(sql`select count(*)::int as n from contract_settlements where holder_id = ${holderId} and kind = ${kind}`),
  ]);
  const total = Number(rowsOf<{ n: number }>(counted)[0]?.n ?? 0);
  return { list: rowsOf<SettlementRaw>(rows).map(settlementOf), page, pages: Math.max(1, Math.ceil(total / CONTRACT_PAYOUTS_PAGE_SIZE)) };
};

const agentTypes = `{${AGENT_TYPES.join(',')}}`;

/** One kind's section of the agent centre. */
export const contractSection = async (p: Platform, agentId: number, kind: ContractKind, q: ContractSectionQuery): Promise<ContractSection> => {
  const [own, offered, downlines, rights, payouts] = await Promise.all([
    contractsWhere(p.db, sql`c.holder_id = ${agentId} and c.kind = ${kind}`),
    contractsWhere(p.db, sql`c.upline_id = ${agentId} and c.kind = ${kind}`),
    p.db.execute(sql`select id, account, nickname from members where parent_id = ${agentId} and type = any(${agentTypes}::int[]) order by account`),
    p.db.execute(sql`select 1 from agent_rights where member_id = ${agentId} and "right" = ${kind}`),
    settlementsOf(p, agentId, kind, q.page ?? 1),
  ]);
  const current = own.find(isInForce) ?? null;
  const asked = awaiting(own)[0] ?? null;
  const preview = current ? await previewPayout(p, kind, current.id) : null;
  return {
    kind,
    current: current ? viewOf(current) : null,
    request: asked ? requestOf(asked, own) : null,
    preview: preview
      ? {
          contractId: String(current!.id),
          from: preview.period.from.toISOString(),
          to: preview.period.to.toISOString(),
          figures: figuresOnWire(preview.row.figures),
          tier: preview.row.tier,
          reward: formatMinor(preview.row.reward),
          passedDown: formatMinor(preview.row.passedDown),
          payout: formatMinor(preview.row.payout),
          paidAt: null,
        }
      : null,
    canOffer: rowsOf(rights).length > 0 && current !== null,
    downlines: rowsOf<{ id: string; account: string; nickname: string }>(downlines).map((d) => {
      const theirs = offered.filter((row) => row.holderId === Number(d.id));
      const inForce = theirs.find(isInForce) ?? null;
      const pending = theirs.find((row) => row.status === 'P') ?? (inForce?.status === 'V' ? inForce : null);
      return { account: d.account, nickname: d.nickname, current: inForce ? viewOf(inForce) : null, pending: pending ? viewOf(pending) : null };
    }),
    payouts,
  };
};
