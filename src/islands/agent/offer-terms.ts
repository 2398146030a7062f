import { contractActionSchema, termsProblem, type ContractAction, type ContractKind } from '../../../contract/agent-contracts.ts';
import { normalAmount } from '../../lib/typed-amount.ts';

/*
 * The offer form's values as the relay's offer, checked by the contract's own rules before it is
 * sent: the same codes the platform answers with, and where the first problem is.
 */

/** One tier row as typed: each field's text, by its name. */
type TypedTier = Readonly<Partial<Record<'minBet' | 'minLoss' | 'minActive' | 'rateType' | 'rate' | 'winRate' | 'lossRate', string>>>;

export interface TypedOffer {
  account: string;
  /** The dividend's cycle; empty for the salaries. */
  cycle: string;
  note: string;
  tiers: readonly TypedTier[];
}

export type OfferCheck =
  | { ok: true; action: Extract<ContractAction, { action: 'offer' }> }
  /** `code` is an error code (`contract.tier.invalid`) or `downline.required`; `tier` and `field` locate it when known. */
  | { ok: false; code: string; tier: number | null; field: string | null };

/** The field a rate problem is told at. */
const RATE_FIELD: Readonly<Record<ContractKind, string>> = { dividend: 'rate', dailySalary: 'rate', hourlySalary: 'rate', realTimeSalary: 'winRate' };

const typed = (text: string | undefined) => normalAmount(text ?? '');

const tierOf = (kind: ContractKind, row: TypedTier) => ({
  minBet: typed(row.minBet),
  minLoss: typed(row.minLoss),
  // An empty count is no count: zod would read it as 0.
  minActive: (row.minActive ?? '').trim() || 'none',
  rateType: kind === 'dailySalary' || kind === 'hourlySalary' ? (row.rateType ?? 'P') : 'P',
  rate: kind === 'realTimeSalary' ? null : typed(row.rate),
  winRate: kind === 'realTimeSalary' ? typed(row.winRate) : null,
  lossRate: kind === 'realTimeSalary' ? typed(row.lossRate) : null,
});

export const offerOf = (kind: ContractKind, offer: TypedOffer, requestId: string): OfferCheck => {
  if (!offer.account) return { ok: false, code: 'downline.required', tier: null, field: 'account' };
  const parsed = contractActionSchema.safeParse({
    action: 'offer',
    requestId,
    account: offer.account,
    terms: { cycle: kind === 'dividend' ? offer.cycle || null : null, tiers: offer.tiers.map((row) => tierOf(kind, row)) },
    ...(offer.note.trim() ? { note: offer.note } : {}),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [, , index, field] = issue.path;
    const inTier = issue.path[0] === 'terms' && typeof index === 'number';
    const code = issue.message.startsWith('contract.') ? issue.message : 'contract.tier.invalid';
    return { ok: false, code, tier: inTier ? index : null, field: inTier && typeof field === 'string' ? field : null };
  }
  if (parsed.data.action !== 'offer') throw new Error('unreachable');
  const { terms } = parsed.data;
  // The first tier that breaks a rule: the shortest run of tiers with a problem ends with it.
  for (let count = 1; count <= terms.tiers.length; count++) {
    const problem = termsProblem(kind, { ...terms, tiers: terms.tiers.slice(0, count) });
    if (problem === 'contract.cycle.invalid') return { ok: false, code: problem, tier: null, field: 'cycle' };
    if (problem) return { ok: false, code: problem, tier: count - 1, field: problem === 'contract.rate.invalid' ? RATE_FIELD[kind] : null };
  }
  return { ok: true, action: parsed.data };
};
