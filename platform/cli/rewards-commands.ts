import type { OperatorMission, OperatorRedEnvelope, ReferralSettingReport } from '../modules/rewards/index.ts';
import {
  missionIdSchema,
  missionInputSchema,
  redEnvelopeIdSchema,
  redEnvelopeInputSchema,
  redEnvelopeListSchema,
  referralSettingInputSchema,
} from '../operator/rewards-operations.ts';
import { define, operatorName, valid } from './command.ts';
import { table } from './format.ts';

/*
 * Rewards the operator sets up: red-envelope events (in the window each member opens one envelope
 * for a random amount between --min and --max, until the budget is spent) and the invite-friends
 * reward, and missions. The manual rebate and the reward centre's promotions have their own files.
 */

const eventsTable = (rows: readonly OperatorRedEnvelope[]) =>
  table(
    ['ID', 'STATE', 'FROM', 'UNTIL', 'TITLE (ES)', 'TITLE (EN)', 'BUDGET', 'MIN', 'MAX', 'PAID', 'OPENED', 'BY'],
    rows.map((e) => [e.id, e.state, e.startsAt, e.endsAt, e.titleEs, e.titleEn, `${e.budget} ${e.currency}`, e.min, e.max, e.paid, e.claims, e.createdBy]),
  );

const referralText = (r: ReferralSettingReport) =>
  [
    Number(r.reward) > 0 ? `Each friend's first deposit of ${r.minDeposit} or more pays the member who invited them ${r.reward}.` : 'Referrals pay no reward.',
    `Invite friends (REFERRAL3): ${r.enabled ? 'on' : 'off'}`,
  ].join('\n');

const missionsTable = (rows: readonly OperatorMission[]) =>
  table(
    ['ID', 'STATE', 'KIND', 'PERIOD', 'PRODUCT', 'TARGET', 'REWARD', 'TITLE (ES)', 'TITLE (EN)', 'CLAIMED'],
    rows.map((m) => [m.id, m.active ? 'on' : 'off', m.kind, m.period, m.category ?? 'all', m.target, m.reward, m.titleEs, m.titleEn, m.claims]),
  );

export const MISSION_COMMANDS = [
  define({
    words: ['missions', 'list'],
    summary: 'List the missions, with how many times each reward was claimed.',
    example: 'missions list',
    run: (ops) => ops.listMissions(),
    render: missionsTable,
  }),
  define({
    words: ['missions', 'add'],
    options: ['kind', 'period', 'target', 'category', 'reward', 'title-es', 'title-en'],
    summary:
      'Add a mission: --kind wager (an amount of bets; --category narrows it to one product), deposit (an amount of paid deposits), loginDays (days logged in in a row) or lotteryTickets (tickets bought); --period daily or weekly (UTC days, weeks from Monday); --target; --reward paid once per member and period.',
    example:
      'missions add --kind wager --category RNG --period daily --target 100 --reward 5 --title-es "Apuesta 100 en tragamonedas" --title-en "Wager 100 on slots"',
    parse: (_, o) =>
      valid(missionInputSchema, {
        kind: o.kind,
        period: o.period,
        category: o.category,
        target: o.target,
        reward: o.reward,
        titleEs: o['title-es'],
        titleEn: o['title-en'],
      }),
    run: (ops, input) => ops.addMission(input),
    render: (m) => `Mission ${m.id}: ${m.titleEn} (${m.kind}, ${m.period}, target ${m.target}, reward ${m.reward}).`,
  }),
  define({
    words: ['missions', 'disable'],
    args: ['<ID>'],
    summary: 'Take a mission off the list; rewards already claimed stay paid.',
    example: 'missions disable 4',
    parse: ([id]) => valid(missionIdSchema, { id }),
    run: (ops, input) => ops.disableMission(input),
    render: (m) => `Mission ${m.id} is off; its reward was claimed ${m.claims} times.`,
  }),
];

export const REFERRAL_COMMANDS = [
  define({
    words: ['referral', 'show'],
    summary: 'Show the invite-friends reward: what a member gets for each friend whose first deposit reaches the minimum.',
    example: 'referral show',
    run: (ops) => ops.referralSetting(),
    render: referralText,
  }),
  define({
    words: ['referral', 'set'],
    options: ['reward', 'min-deposit'],
    summary:
      'Set the reward per invited friend (--reward, 0 pays none) and the first deposit it needs (--min-deposit). It applies to first deposits paid from now on.',
    example: 'referral set --reward 50 --min-deposit 200',
    parse: (_, o) => valid(referralSettingInputSchema, { reward: o.reward, minDeposit: o['min-deposit'] }),
    run: (ops, input) => ops.setReferralSetting(input),
    render: referralText,
  }),
];

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
      return valid(redEnvelopeInputSchema, raw);
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
