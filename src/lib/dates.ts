import dayjs from 'dayjs';
import 'dayjs/locale/es.js';
import 'dayjs/locale/es-mx.js';
import localizedFormat from 'dayjs/plugin/localizedFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/*
 * The one module that imports dayjs (STYLE.md rule 19): every date the site shows goes through
 * here, so the format and the time-zone wording are the same everywhere. Dates are written in the
 * market's locale for the page's language (`Astro.locals.locale`, e.g. `es-MX`), as money is.
 */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(localizedFormat);

/** dayjs's name for a BCP 47 locale: the regional one where loaded (`es-mx`), else its language's, else English. */
const dayjsLocaleOf = (locale: string): string => {
  const tag = locale.toLowerCase();
  if (dayjs.Ls[tag]) return tag;
  const language = tag.split('-')[0] ?? '';
  return dayjs.Ls[language] ? language : 'en';
};

/** `UTC`, `UTC+2`, `UTC-3:30`: a zone label that reads the same in every language. */
export const zoneLabel = (offsetMinutes: number): string => {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
};

/** A moment in UTC, in the market's locale, with the zone shown: what the server can know. */
export const formatUtcDateTime = (epochMs: number, locale: string): string =>
  `${dayjs(epochMs).utc().locale(dayjsLocaleOf(locale)).format('LLL')} ${zoneLabel(0)}`;

/** A moment in a named time zone (the visitor's own, by default), with the zone shown. */
export const formatZonedDateTime = (epochMs: number, locale: string, timeZone: string = dayjs.tz.guess()): string => {
  const zoned = dayjs(epochMs).tz(timeZone).locale(dayjsLocaleOf(locale));
  return `${zoned.format('LLL')} ${zoneLabel(zoned.utcOffset())}`;
};

/**
 * In the browser: the server can only show a moment in UTC, so each
 * `<time datetime="ISO" data-local-time="LOCALE">` is rewritten in the visitor's own time zone.
 */
export const refineLocalTimes = (root: ParentNode) => {
  for (const element of root.querySelectorAll<HTMLTimeElement>('time[data-local-time]')) {
    const epochMs = Date.parse(element.dateTime);
    if (Number.isNaN(epochMs)) continue;
    element.textContent = formatZonedDateTime(epochMs, element.dataset.localTime ?? '');
  }
};

/** A day in UTC, in the market's locale (`20 de noviembre de 2026`): a publication date. */
export const formatUtcDay = (epochMs: number, locale: string): string => dayjs(epochMs).utc().locale(dayjsLocaleOf(locale)).format('LL');

/** The machine-readable form for `<time datetime>`. */
export const isoDateTime = (epochMs: number): string => dayjs(epochMs).toISOString();

export const yearOf = (epochMs: number): number => dayjs(epochMs).utc().year();

/** Whole seconds from `nowMs` until `epochMs`, never negative: for `Retry-After`. */
export const secondsUntil = (epochMs: number, nowMs: number): number => Math.max(0, dayjs(epochMs).diff(nowMs, 'second'));

/** The day (`YYYY-MM-DD`) a moment falls on in a named time zone. */
export const zonedDay = (epochMs: number, timeZone: string): string => dayjs(epochMs).tz(timeZone).format('YYYY-MM-DD');

/** The day `days` after `day` (`YYYY-MM-DD`); negative goes back. */
export const shiftDay = (day: string, days: number): string => dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');

/** A time of day with seconds (`14:05:09`), in a named time zone (the visitor's own, by default), with the zone shown. */
export const formatTimeOfDay = (epochMs: number, locale: string, timeZone: string = dayjs.tz.guess()): string => {
  const zoned = dayjs(epochMs).tz(timeZone).locale(dayjsLocaleOf(locale));
  return `${zoned.format('LTS')} ${zoneLabel(zoned.utcOffset())}`;
};
