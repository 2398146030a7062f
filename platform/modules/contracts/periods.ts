import { SALARY_PERIOD_MS, type ContractKind, type DividendCycle } from '../../../contract/agent-contracts.ts';

/*
 * Settlement periods, in UTC: real-time salary every 5 minutes, hourly salary every hour, daily
 * salary every UTC day, and the dividend per week (Monday to Sunday), half month (the 1st to the
 * 15th, the 16th to the month's end) or month, as its contract's cycle says.
 */

export interface Period {
  from: Date;
  to: Date;
}

/** A kind's schedule: a salary kind, or the dividend with its cycle. */
export type Schedule = { kind: Exclude<ContractKind, 'dividend'> } | { kind: 'dividend'; cycle: DividendCycle };

export const scheduleName = (s: Schedule): string => (s.kind === 'dividend' ? s.cycle : s.kind);

const DAY_MS = 86_400_000;

const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/** The period of the schedule that holds `at`. */
export const periodAt = (s: Schedule, at: Date): Period => {
  if (s.kind !== 'dividend') {
    const ms = SALARY_PERIOD_MS[s.kind];
    const from = Math.floor(at.getTime() / ms) * ms;
    return { from: new Date(from), to: new Date(from + ms) };
  }
  const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
  if (s.cycle === 'monthly') return { from: utc(y, m, 1), to: utc(y, m + 1, 1) };
  if (s.cycle === 'semimonthly') return d <= 15 ? { from: utc(y, m, 1), to: utc(y, m, 16) } : { from: utc(y, m, 16), to: utc(y, m + 1, 1) };
  // Weeks start on Monday: getUTCDay() is 0 on Sunday.
  const from = utc(y, m, d - ((at.getUTCDay() + 6) % 7));
  return { from, to: new Date(from.getTime() + 7 * DAY_MS) };
};

export const nextPeriod = (s: Schedule, p: Period): Period => periodAt(s, p.to);

/** The periods from the one holding `from` on, up to `limit` of them, that ended by `until`. */
export const endedPeriods = (s: Schedule, from: Date, until: Date, limit: number): Period[] => {
  const out: Period[] = [];
  for (let p = periodAt(s, from); p.to <= until && out.length < limit; p = nextPeriod(s, p)) out.push(p);
  return out;
};
