import type { OperatorRedEnvelope } from '../modules/rewards/index.ts';
import { redEnvelopeIdSchema, redEnvelopeInputSchema, redEnvelopeListSchema } from '../operator/operations.ts';
import { define, operatorName, valid } from './command.ts';
import { table } from './format.ts';

/*
 * Red-envelope events: in the window each member opens one envelope for a random amount between
 * --min and --max, until the budget is spent.
 */

const eventsTable = (rows: readonly OperatorRedEnvelope[]) =>
  table(
    ['ID', 'STATE', 'FROM', 'UNTIL', 'TITLE (ES)', 'TITLE (EN)', 'BUDGET', 'MIN', 'MAX', 'PAID', 'OPENED', 'BY'],
    rows.map((e) => [e.id, e.state, e.startsAt, e.endsAt, e.titleEs, e.titleEn, `${e.budget} ${e.currency}`, e.min, e.max, e.paid, e.claims, e.createdBy]),
  );

export const RED_ENVELOPE_COMMANDS = [
  define({
    words: ['red-envelope', 'create'],
    options: ['title-es', 'title-en', 'from', 'until', 'budget', 'min', 'max', 'by'],
    summary:
      'Open a red-envelope event from --from to --until (ISO times with zone): each member opens one envelope, for a random amount from --min to --max, until --budget is spent.',
    example:
      'red-envelope create --title-es "Sobres de Año Nuevo" --title-en "New Year envelopes" --from 2026-12-31T18:00:00Z --until 2027-01-01T06:00:00Z --budget 5000 --min 1 --max 50',
    parse: (_, o) => {
      const raw = {
        titleEs: o['title-es'],
        titleEn: o['title-en'],
        from: o.from,
        until: o.until,
        budget: o.budget,
        min: o.min,
        max: o.max,
        by: o.by ?? operatorName(),
      };
      valid(redEnvelopeInputSchema, raw);
      return raw as { [K in keyof typeof raw]: string };
    },
    run: (ops, input) => ops.createRedEnvelope(input),
    render: (e) => `Red-envelope event ${e.id} (${e.state}): ${e.budget} ${e.currency} in envelopes of ${e.min} to ${e.max}, ${e.startsAt} – ${e.endsAt}.`,
  }),
  define({
    words: ['red-envelope', 'list'],
    options: ['limit'],
    summary: 'List red-envelope events, newest first, with what their envelopes paid so far.',
    example: 'red-envelope list --limit 10',
    parse: (_, o) => valid(redEnvelopeListSchema, { limit: o.limit }),
    run: (ops, input) => ops.listRedEnvelopes(input),
    render: eventsTable,
  }),
  define({
    words: ['red-envelope', 'end'],
    args: ['<ID>'],
    options: ['by'],
    summary: 'End a red-envelope event now: no envelope opens after this; those opened stay paid.',
    example: 'red-envelope end 3',
    parse: ([id], o) => valid(redEnvelopeIdSchema, { id, by: o.by ?? operatorName() }),
    run: (ops, input) => ops.endRedEnvelope(input),
    render: (e) => `Red-envelope event ${e.id} is ${e.state}: ${e.claims} envelopes paid ${e.paid} ${e.currency} of ${e.budget}.`,
  }),
];
