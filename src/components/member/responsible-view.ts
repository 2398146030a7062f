import {
  EXCLUSION_LENGTHS,
  MONEY_LIMIT_KINDS,
  TIMEOUT_LENGTHS,
  type BreakLength,
  type LimitView,
  type ResponsibleState,
} from '../../../contract/responsible-gambling.ts';

/*
 * What the responsible-gambling section (`/member#responsible`) shows of the platform's state:
 * the money limits and the daily time limit apart, the choices of a time-out or self-exclusion,
 * and the statement's months and days as the member reads them.
 */

export const RESPONSIBLE_SECTION_ID = 'responsible';

/** Where the help centre lists the organisations that help. */
export const HELP_ANCHOR = '/help#responsible';

/** The limits on money (deposits, losses, wagers), in the platform's order: kind, then day, week, month. */
export const moneyLimits = (state: Pick<ResponsibleState, 'limits'>): LimitView[] => state.limits.filter((limit) => limit.kind !== 'time');

/** The daily playing-time limit (minutes), always listed by the platform. */
export const timeLimit = (state: Pick<ResponsibleState, 'limits'>): LimitView | undefined => state.limits.find((limit) => limit.kind === 'time');

/** The money kinds the set form offers. */
export const SETTABLE_KINDS = MONEY_LIMIT_KINDS;

/** A choice of the break form's list: `timeout:24h`, `exclusion:permanent`. */
export interface BreakChoiceGroup {
  type: 'timeout' | 'exclusion';
  options: { value: string; length: BreakLength }[];
}

export const BREAK_CHOICES: readonly BreakChoiceGroup[] = [
  { type: 'timeout', options: TIMEOUT_LENGTHS.map((length) => ({ value: `timeout:${length}`, length })) },
  { type: 'exclusion', options: EXCLUSION_LENGTHS.map((length) => ({ value: `exclusion:${length}`, length })) },
];

/** A statement month (`2026-11`) as a heading of its row: `noviembre de 2026`, `November 2026`. */
export const monthLabel = (month: string, locale: string): string => {
  const at = Date.parse(`${month}-01T12:00:00Z`);
  if (Number.isNaN(at)) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(at);
};

/** A statement day (`2026-11-24`), in the locale's medium date. */
export const dayLabel = (day: string, locale: string): string => {
  const at = Date.parse(`${day}T12:00:00Z`);
  if (Number.isNaN(at)) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(at);
};

/** A zone's offset at an instant, as the platform writes the other sections' captions: `GMT-06:00`, `GMT+00:00`. */
export const zoneOffsetLabel = (timeZone: string, at: number): string => {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  // Intl names UTC itself `GMT`, with no offset.
  return !part || part.value === 'GMT' ? 'GMT+00:00' : part.value;
};
