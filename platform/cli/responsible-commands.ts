import type { OperatorBreak, ResponsibleReport } from '../modules/responsible/index.ts';
import { reopenInputSchema, responsibleListInputSchema } from '../operator/operations.ts';
import { define, operatorName, UsageError, valid } from './command.ts';
import { table } from './format.ts';

/*
 * Responsible gambling: the players' own limits and their time-outs and self-exclusions, and the
 * reopening of a self-excluded account once the exclusion has ended. Nothing here lifts a limit,
 * shortens a time-out, or ends an exclusion early: the platform refuses it.
 */

const breaksTable = (rows: readonly OperatorBreak[]) =>
  table(
    ['ACCOUNT', 'KIND', 'LENGTH', 'STARTED', 'ENDS', 'STATE', 'REOPENED', 'BY'],
    rows.map((b) => [b.account, b.kind, b.length, b.startsAt, b.endsAt ?? 'never', b.state, b.reopenedAt ?? '', b.reopenedBy ?? '']),
  );

const reportText = (r: ResponsibleReport) =>
  [
    'Limits (money in pesos; time in minutes per day):',
    r.limits.length
      ? table(
          ['ACCOUNT', 'KIND', 'PERIOD', 'IN FORCE', 'PENDING', 'ASKED'],
          r.limits.map((l) => [l.account, l.kind, l.period, l.amount ?? 'none', l.pending ?? '', l.pendingSince ?? '']),
        )
      : '(none)',
    '',
    'Time-outs and self-exclusions:',
    r.breaks.length ? breaksTable(r.breaks) : '(none)',
  ].join('\n');

export const RESPONSIBLE_COMMANDS = [
  define({
    words: ['responsible', 'list'],
    options: ['account', 'status'],
    summary:
      "List the players' own limits (in force, and any higher limit or removal waiting out its 24 hours) and their time-outs and self-exclusions. --status holding shows only breaks that still hold, including exclusions past their end that wait for `responsible reopen`.",
    example: 'responsible list --status holding',
    parse: (_, o) => {
      if (o.status !== undefined && o.status !== 'holding') throw new UsageError('--status takes only "holding"');
      return valid(responsibleListInputSchema, { account: o.account, onBreak: o.status === 'holding' ? true : undefined });
    },
    run: (ops, input) => ops.listResponsible(input),
    render: reportText,
  }),
  define({
    words: ['responsible', 'reopen'],
    args: ['<ACCOUNT>'],
    options: ['by'],
    summary:
      'Reopen a self-excluded account after its exclusion has ended, once the player has asked for it and you have checked who they are. Refused before the end, and always for a permanent exclusion; time-outs end by themselves.',
    example: 'responsible reopen player01 --by ana',
    parse: ([account], o) => valid(reopenInputSchema, { account, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.reopenAccount(input),
    render: (rows: OperatorBreak[]) => `Reopened. The account's breaks:\n${breaksTable(rows)}`,
  }),
];
