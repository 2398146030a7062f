import type { ContractView } from '../../contract/agent-contracts.ts';
import type { OperatorSettlement, SettlementDetail, SettlementRun } from '../modules/contracts/index.ts';
import { contractListInputSchema, settlementIdInputSchema, settlementListInputSchema, siteOfferInputSchema } from '../operator/operations.ts';
import { define, UsageError, valid } from './command.ts';
import { table } from './format.ts';

/*
 * Agent contracts: the contracts and their state, the site's offer to a top agent, and the
 * settlements, listed, inspected and run by hand (a period settled before pays nothing again).
 */

const tiersText = (c: Pick<ContractView, 'kind' | 'terms'>) =>
  c.terms.tiers
    .map((t) => {
      const reward = c.kind === 'realTimeSalary' ? `win ${t.winRate}% loss ${t.lossRate}%` : t.rateType === 'F' ? `${t.rate} fixed` : `${t.rate}%`;
      return `bet≥${t.minBet} loss≥${t.minLoss} active≥${t.minActive}: ${reward}`;
    })
    .join('; ');

const contractsTable = (rows: readonly ContractView[]) =>
  table(
    ['ID', 'KIND', 'HOLDER', 'UPLINE', 'STATUS', 'VERSION', 'SINCE', 'CYCLE', 'TIERS'],
    rows.map((c) => [c.id, c.kind, c.holder, c.upline ?? '(site)', c.status, c.version, c.since, c.terms.cycle ?? '', tiersText(c)]),
  );

const settlementsTable = (rows: readonly OperatorSettlement[]) =>
  table(
    ['CONTRACT', 'KIND', 'HOLDER', 'FROM', 'TO', 'BET', 'LOSS', 'ACTIVE', 'TIER', 'REWARD', 'PASSED DOWN', 'PAYOUT', 'TRANSACTION'],
    rows.map((s) => [
      s.contractId,
      s.kind,
      s.holder,
      s.from,
      s.to,
      s.figures.bet,
      s.figures.loss,
      s.figures.active,
      s.tier ?? '-',
      s.reward,
      s.passedDown,
      s.payout,
      s.transactionId ?? '-',
    ]),
  );

const parseTerms = (text: string | undefined): unknown => {
  if (!text)
    throw new UsageError('--terms is required: the terms as JSON, e.g. {"cycle":null,"tiers":[{"minBet":"100","minLoss":"0","minActive":1,"rate":"1"}]}');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UsageError('--terms is not valid JSON');
  }
};

export const CONTRACT_COMMANDS = [
  define({
    words: ['contracts', 'list'],
    options: ['account', 'kind'],
    summary:
      'List the agent contracts, each as its newest version: holder, who offers it (the site for top agents), status (P request, V termination asked, A accepted, R rejected, E terminated) and tiers.',
    example: 'contracts list --account agent02 --kind dailySalary',
    parse: (_, o) => valid(contractListInputSchema, { account: o.account, kind: o.kind }),
    run: (ops, input) => ops.listContracts(input),
    render: contractsTable,
  }),
  define({
    words: ['contracts', 'offer'],
    options: ['account', 'kind', 'terms', 'reason'],
    summary:
      'Offer a top agent (an agent with no upline) a contract from the site: --kind dividend, dailySalary, hourlySalary or realTimeSalary; --terms as JSON. The agent accepts it in the agent centre; once accepted it replaces the one in force.',
    example: `contracts offer --account agent01 --kind hourlySalary --terms '{"cycle":null,"tiers":[{"minBet":"100","minLoss":"0","minActive":1,"rateType":"P","rate":"0.6"}]}'`,
    parse: (_, o) => valid(siteOfferInputSchema, { account: o.account, kind: o.kind, terms: parseTerms(o.terms), note: o.reason }),
    run: (ops, input) => ops.offerSiteContract(input),
    render: (c) => `Contract ${c.id} (${c.kind}) offered to ${c.holder}: status ${c.status}. ${tiersText(c)}`,
  }),
  define({
    words: ['settlements', 'list'],
    options: ['account', 'kind', 'limit'],
    summary:
      'List contract settlements, newest period first: the team figures read, the tier met, the reward, what was passed down and the payout with its ledger transaction.',
    example: 'settlements list --kind dailySalary --limit 20',
    parse: (_, o) => valid(settlementListInputSchema, { account: o.account, kind: o.kind, limit: o.limit }),
    run: (ops, input) => ops.listSettlements(input),
    render: settlementsTable,
  }),
  define({
    words: ['settlements', 'show'],
    args: ['<CONTRACT>', '<PERIOD-START>'],
    summary: 'Show one settlement whole: its figures, the terms of the version that applied, and the contract as it is now.',
    example: 'settlements show 7 2026-11-27T00:00:00Z',
    parse: ([contractId, periodStart]) => valid(settlementIdInputSchema, { contractId, periodStart }),
    run: (ops, input) => ops.inspectSettlement(input),
    render: (s: SettlementDetail) =>
      [
        settlementsTable([s]),
        `Terms (version ${s.version}): ${s.terms.cycle ? `${s.terms.cycle}; ` : ''}${tiersText({ kind: s.contract.kind, terms: s.terms })}`,
        `Contract now: version ${s.contract.version}, status ${s.contract.status}. Settled at ${s.settledAt}.`,
      ].join('\n'),
  }),
  define({
    words: ['settlements', 'run'],
    summary:
      'Settle every period that has ended and is not settled yet, as the server does each minute. A period settled before is left as it is: nothing is paid twice.',
    example: 'settlements run',
    run: (ops) => ops.runSettlement(),
    render: (runs: readonly SettlementRun[]) =>
      runs.length
        ? table(
            ['SCHEDULE', 'PERIODS', 'SETTLEMENTS', 'PAID'],
            runs.map((r) => [r.schedule, r.periods, r.settlements, r.paid]),
          )
        : 'Nothing to settle: every ended period is settled.',
  }),
];
