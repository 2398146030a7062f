import { pino, type DestinationStream, type Logger } from 'pino';
import { z } from 'zod';

export type { Logger } from 'pino';

/** The levels an operator can set with LOG_LEVEL, quietest last. */
export const logLevelSchema = z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']);
export type LogLevel = z.infer<typeof logLevelSchema>;

/**
 * LOG_LEVEL when it names a level, else `info`; test runs are silent unless LOG_LEVEL asks
 * otherwise, so a failing test's output is its own. A wrong LOG_LEVEL is reported by the
 * environment check at start; the logger itself never refuses to start.
 */
export const logLevelOf = (source: Record<string, string | undefined>): LogLevel => {
  const level = logLevelSchema.safeParse(source.LOG_LEVEL?.trim().toLowerCase());
  if (level.success) return level.data;
  return source.VITEST ? 'silent' : 'info';
};

/**
 * A JSON-lines logger: one object per line with `level` (a name, not pino's number), `time`
 * (ISO 8601), `pid`, `hostname`, `msg`, and an error under `err` with its stack. Lines go to
 * stdout unless another destination is given (tests capture them).
 */
export const createLogger = (level: LogLevel, destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );

/** The process's logger. Requests log through a child of it that carries their request id. */
export const logger: Logger = createLogger(logLevelOf(process.env));
