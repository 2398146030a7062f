// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEFAULT_MARKET } from '../../contract/system.ts';
import { formatUtcDateTime, formatZonedDateTime, isoDateTime, refineLocalTimes, secondsUntil, yearOf, zoneLabel } from './dates.ts';

const MOMENT = Date.UTC(2026, 2, 14, 18, 30); // 14 March 2026, 18:30 UTC
const { ES, EN } = DEFAULT_MARKET.locales;

describe('dates', () => {
  it("shows a UTC moment in the market's locale with the zone", () => {
    expect(formatUtcDateTime(MOMENT, EN)).toBe('March 14, 2026 6:30 PM UTC');
    expect(formatUtcDateTime(MOMENT, ES)).toBe('14 de marzo de 2026 18:30 UTC');
  });

  it('moves a moment into a time zone and names its offset', () => {
    expect(formatZonedDateTime(MOMENT, ES, 'America/Mexico_City')).toBe('14 de marzo de 2026 12:30 UTC-6');
    expect(formatZonedDateTime(MOMENT, EN, 'Asia/Kolkata')).toBe('March 15, 2026 12:00 AM UTC+5:30');
    expect(formatZonedDateTime(MOMENT, EN, 'UTC')).toBe('March 14, 2026 6:30 PM UTC');
  });

  it("falls back to the locale's language, then to English, for a region it has no words for", () => {
    expect(formatUtcDateTime(MOMENT, 'es-CL')).toBe('14 de marzo de 2026 18:30 UTC');
    expect(formatUtcDateTime(MOMENT, 'en-GB')).toBe('March 14, 2026 6:30 PM UTC');
    expect(formatUtcDateTime(MOMENT, '')).toBe('March 14, 2026 6:30 PM UTC');
  });

  it('labels offsets the same way in every language', () => {
    expect(zoneLabel(0)).toBe('UTC');
    expect(zoneLabel(120)).toBe('UTC+2');
    expect(zoneLabel(-210)).toBe('UTC-3:30');
  });

  it('gives the machine forms', () => {
    expect(isoDateTime(MOMENT)).toBe('2026-03-14T18:30:00.000Z');
    expect(yearOf(MOMENT)).toBe(2026);
    expect(secondsUntil(MOMENT, MOMENT - 90_500)).toBe(90);
    expect(secondsUntil(MOMENT, MOMENT + 1)).toBe(0);
  });

  it("rewrites the page's UTC times in the visitor's zone, in the locale each time names", () => {
    document.body.innerHTML = `
      <time datetime="${isoDateTime(MOMENT)}" data-local-time="${ES}">${formatUtcDateTime(MOMENT, ES)}</time>
      <time datetime="not a date" data-local-time="${EN}">kept</time>
      <time datetime="${isoDateTime(MOMENT)}">left alone</time>`;
    refineLocalTimes(document);
    const [zoned, broken, plain] = [...document.querySelectorAll('time')].map((time) => time.textContent);
    expect(zoned).toBe(formatZonedDateTime(MOMENT, ES));
    expect(broken).toBe('kept');
    expect(plain).toBe('left alone');
  });
});
