/**
 * A refusal for too many calls (`TOO_MANY_REQUESTS`, `favourite.throttled`, `sms.quota.exceeded`)
 * names the window of the limit it hit in its value (`windowMs`), and reads as the message of that
 * window, `errors.<code>.<window>` (`errors.TOO_MANY_REQUESTS.1h`): the wait a message promises
 * is the limit's own. A refusal that names no window (the real platform's) reads as `errors.<code>`.
 * Imports nothing, so the browser's error type may take it.
 */
const UNITS = [
  ['d', 86_400_000],
  ['h', 3_600_000],
  ['m', 60_000],
  ['s', 1_000],
] as const;

/** A window in its largest whole unit: `1s`, `5m`, `1h`, `1d` (`1500ms` when no unit divides it). */
export const windowName = (windowMs: number): string => {
  for (const [unit, size] of UNITS) if (windowMs % size === 0) return `${windowMs / size}${unit}`;
  return `${windowMs}ms`;
};

/** The window a refusal's value names, if any. */
export const windowOf = (value: unknown): number | undefined => {
  const windowMs = typeof value === 'object' && value !== null && 'windowMs' in value ? value.windowMs : undefined;
  return typeof windowMs === 'number' && Number.isFinite(windowMs) && windowMs > 0 ? windowMs : undefined;
};

/** The translation key of a refusal: its window's message when it names one, else the code's. */
export const refusalMessageKey = (code: string, value: unknown): string => {
  const windowMs = windowOf(value);
  return windowMs === undefined ? `errors.${code}` : `errors.${code}.${windowName(windowMs)}`;
};
