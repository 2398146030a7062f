import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { ShippedLanguage } from '../../contract/languages.ts';

/*
 * The one module that imports dayjs (STYLE.md rule 19): every date the site shows goes through
 * here, so the format and the time-zone wording are the same everywhere.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

const localeOf = (lang: ShippedLanguage) => (lang === 'ES' ? 'es' : 'en');

/** `UTC`, `UTC+2`, `UTC-3:30`: a zone label that reads the same in every language. */
export const zoneLabel = (offsetMinutes: number): string => {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
};

/** A moment in UTC, in the visitor's language, with the zone shown: what the server can know. */
export const formatUtcDateTime = (epochMs: number, lang: ShippedLanguage): string =>
  `${dayjs(epochMs).utc().locale(localeOf(lang)).format('LLL')} ${zoneLabel(0)}`;

/** A moment in a named time zone (the visitor's own, by default), with the zone shown. */
export const formatZonedDateTime = (epochMs: number, lang: ShippedLanguage, timeZone: string = dayjs.tz.guess()): string => {
  const zoned = dayjs(epochMs).tz(timeZone).locale(localeOf(lang));
  return `${zoned.format('LLL')} ${zoneLabel(zoned.utcOffset())}`;
};

/** The machine-readable form for `<time datetime>`. */
export const isoDateTime = (epochMs: number): string => dayjs(epochMs).toISOString();

export const yearOf = (epochMs: number): number => dayjs(epochMs).utc().year();

/** Whole seconds from `nowMs` until `epochMs`, never negative: for `Retry-After`. */
export const secondsUntil = (epochMs: number, nowMs: number): number => Math.max(0, dayjs(epochMs).diff(nowMs, 'second'));
