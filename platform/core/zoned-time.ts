import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

/*
 * The platform's one module that imports dayjs: moments written in a member's time zone, and the
 * days of that zone as instants. Zone names are checked by the caller (contract timeZoneSchema).
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** `yyyy-MM-dd HH:mm:ss` in `zone`. */
export const zonedDateTime = (at: Date, zone: string): string => dayjs(at).tz(zone).format('YYYY-MM-DD HH:mm:ss');

/** The zone's offset at that moment, as `GMT-06:00`. */
export const gmtOffset = (at: Date, zone: string): string => `GMT${dayjs(at).tz(zone).format('Z')}`;

/** The first instant of `day` (`yyyy-MM-dd`) in `zone`. */
export const startOfDay = (day: string, zone: string): Date => dayjs.tz(day, zone).toDate();

/** The first instant after `day` (`yyyy-MM-dd`) in `zone`: the end of a range that includes the day. */
export const endOfDay = (day: string, zone: string): Date => startOfDay(dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD'), zone);

/** A calendar day (`yyyy-MM-dd`) moved by whole days or months. */
export const shiftDay = (day: string, amount: number, unit: 'day' | 'month'): string => dayjs.utc(day).add(amount, unit).format('YYYY-MM-DD');

/** The weekday of a calendar day, Monday 0 to Sunday 6. */
export const weekdayOf = (day: string): number => (dayjs.utc(day).day() + 6) % 7;
