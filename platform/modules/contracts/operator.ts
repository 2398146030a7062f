import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CONTRACT_KINDS, termsInputSchema, type ContractView, type PeriodFigures, type Terms } from '../../../contract/agent-contracts.ts';
import { formatMinor } from '../../../contract/money-format.ts';
import type { Platform } from '../../context.ts';
import { fail } from '../../core/errors.ts';
import { rowsOf } from '../../db/index.ts';
import { settleContracts } from './settle.ts';
import { contractsWhere, offerFromSite, viewOf } from './store.ts';

/*
 * The operator's view of contracts (`npm run platform -- contracts …`): the contracts and their
 * versions, the site's offer to a top agent, the settlements, and a settlement pass run by hand,
 * which pays nothing that was paid before.
 */

export const contractListInputSchema = z.object({
  account: z.string().trim().toLowerCase().max(64).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
});

export const siteOfferInputSchema = z.object({
  account: z.string().trim().min(1).max(64),
  kind: z.enum(CONTRACT_KINDS),
  terms: termsInputSchema,
  note: z.string().trim().max(200).optional(),
});

export const settlementListInputSchema = z.object({
  account: z.string().trim().toLowerCase().max(64).optional(),
  kind: z.enum(CONTRACT_KINDS).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const settlementIdInputSchema = z.object({
  contractId: z.coerce.number().int().positive(),
  periodStart: z.iso.datetime({ offset: true }),
});

export interface OperatorSettlement {
  contractId: number;
  kind: string;
  holder: string;
  from: string;
  to: string;
  version: number;
  figures: PeriodFigures;
  tier: number | null;
  reward: string;
  passedDown: string;
  payout: string;
  transactionId: number | null;
  settledAt: string;
}

export interface SettlementDetail extends OperatorSettlement {
  /** The terms of the version that applied, and the contract as it is now. */
  terms: Terms;
  contract: ContractView;
}

export interface SettlementRun {
  schedule: string;
  periods: number;
  settlements: number;
  paid: string;
}

export const listContracts = async (p: Platform, input: z.infer<typeof contractListInputSchema>): Promise<ContractView[]> => {
  const rows = await contractsWhere(
    p.db,
    sql`(${input.account ?? null}::text is null or h.account = ${input.account ?? null}) and (${input.kind ?? null}::text is null or c.kind = ${input.kind ?? null})`,
  );
  return rows.map(viewOf);
};

export const offerSiteContract = (p: Platform, input: z.infer<typeof siteOfferInputSchema>) =>
  offerFromSite(p, input.account, input.kind, input.terms, input.note ?? null);

interface SettlementRaw {
  contract_id: string;
  kind: string;
  holder: string;
  period_start: string | Date;
  period_end: string | Date;
  version: number;
  figures: PeriodFigures | string;
  tier: number | null;
  reward: string;
  passed_down: string;
  payout: string;
  transaction_id: string | null;
  created_at: string | Date;
}

const settlementOf = (r: SettlementRaw): OperatorSettlement => ({
  contractId: Number(r.contract_id),
  kind: r.kind,
  holder: r.holder,
  from: new Date(r.period_start).toISOString(),
  to: new Date(r.period_end).toISOString(),
  version: Number(r.version),
  figures: typeof r.figures === 'string' ? (JSON.parse(r.figures) as PeriodFigures) : r.figures,
  tier: r.tier === null ? null : Number(r.tier),
  reward: formatMinor(BigInt(r.reward)),
  passedDown: formatMinor(BigInt(r.passed_down)),
  payout: formatMinor(BigInt(r.payout)),
  transactionId: r.transaction_id === null ? null : Number(r.transaction_id),
  settledAt: new Date(r.created_at).toISOString(),
});

const SETTLEMENT_COLUMNS = sql`s.contract_id, s.kind, m.account as holder, s.period_start, s.period_end, s.version, s.figures, s.tier,
  s.reward::text, s.passed_down::text, s.payout::text, s.transaction_id, s.created_at`;

export const listSettlements = async (p: Platform, input: z.infer<typeof settlementListInputSchema>): Promise<OperatorSettlement[]> =>
  rowsOf<SettlementRaw>(
    await p.db.execute(sql`select ${SETTLEMENT_COLUMNS} from contract_settlements s join members m on m.id = s.holder_id
      where (${input.account ?? null}::text is null or m.account = ${input.account ?? null}) and (${input.kind ?? null}::text is null or s.kind = ${input.kind ?? null})
      order by s.period_start desc, s.contract_id limit ${input.limit}`),
  ).map(settlementOf);

export const inspectSettlement = async (p: Platform, input: z.infer<typeof settlementIdInputSchema>): Promise<SettlementDetail> => {
  const [row] = rowsOf<SettlementRaw & { terms: Terms | string }>(
    await p.db.execute(sql`select ${SETTLEMENT_COLUMNS}, v.terms from contract_settlements s join members m on m.id = s.holder_id
      join agent_contract_versions v on v.contract_id = s.contract_id and v.version = s.version
      where s.contract_id = ${input.contractId} and s.period_start = ${new Date(input.periodStart).toISOString()}::timestamptz`),
  );
  if (!row) return fail('contract.not.found');
  const [contract] = await contractsWhere(p.db, sql`c.id = ${input.contractId}`);
  return { ...settlementOf(row), terms: typeof row.terms === 'string' ? (JSON.parse(row.terms) as Terms) : row.terms, contract: viewOf(contract!) };
};

/** A settlement pass now: every ended period not settled yet; a period settled before is left as it is. */
export const runSettlement = async (p: Platform): Promise<SettlementRun[]> =>
  (await settleContracts(p)).map((r) => ({ schedule: r.schedule, periods: r.periods, settlements: r.settlements, paid: formatMinor(r.paid) }));

/** The operator's contract calls, as the operator API and the CLI's local mode run them. */
export interface ContractOperations {
  /** Agent contracts: the list, the site's offer to a top agent, the settlements, one settlement, and a pass run now. */
  listContracts(input: z.infer<typeof contractListInputSchema>): Promise<ContractView[]>;
  offerSiteContract(input: z.infer<typeof siteOfferInputSchema>): Promise<ContractView>;
  listSettlements(input: z.infer<typeof settlementListInputSchema>): Promise<OperatorSettlement[]>;
  inspectSettlement(input: z.infer<typeof settlementIdInputSchema>): Promise<SettlementDetail>;
  runSettlement(): Promise<SettlementRun[]>;
}

export const contractOperations = (p: Platform): ContractOperations => ({
  listContracts: (input) => listContracts(p, input),
  offerSiteContract: (input) => offerSiteContract(p, input),
  listSettlements: (input) => listSettlements(p, input),
  inspectSettlement: (input) => inspectSettlement(p, input),
  runSettlement: () => runSettlement(p),
});
