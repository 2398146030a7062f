import { describe, expect, it } from 'vitest';
import { createLogger, logLevelOf } from './logger.ts';

describe('logLevelOf', () => {
  it('takes LOG_LEVEL when it names a level, whatever its case', () => {
    expect(logLevelOf({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevelOf({ LOG_LEVEL: ' WARN ' })).toBe('warn');
    expect(logLevelOf({ LOG_LEVEL: 'silent', VITEST: 'true' })).toBe('silent');
    expect(logLevelOf({ LOG_LEVEL: 'info', VITEST: 'true' })).toBe('info');
  });

  it('defaults to info, and to silent in a test run', () => {
    expect(logLevelOf({})).toBe('info');
    expect(logLevelOf({ LOG_LEVEL: 'loud' })).toBe('info');
    expect(logLevelOf({ VITEST: 'true' })).toBe('silent');
  });
});

describe('createLogger', () => {
  const capture = (level: Parameters<typeof createLogger>[0]) => {
    const lines: string[] = [];
    return { lines, log: createLogger(level, { write: (line: string) => void lines.push(line) }) };
  };

  it('writes one JSON object per line with a level name, an ISO time and the fields given', () => {
    const { lines, log } = capture('info');
    log.child({ requestId: 'r-1' }).warn({ path: '/wps/x' }, 'slow');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'warn', requestId: 'r-1', path: '/wps/x', msg: 'slow', pid: process.pid });
    expect(new Date(line.time as string).toISOString()).toBe(line.time);
  });

  it('writes an error with its type, message and stack', () => {
    const { lines, log } = capture('info');
    log.error({ err: new TypeError('boom') }, 'failed');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'error',
      err: { type: 'TypeError', message: 'boom', stack: expect.stringContaining('boom') },
    });
  });

  it('drops lines below its level', () => {
    const { lines, log } = capture('warn');
    log.info('quiet');
    log.debug('quieter');
    log.error('loud');
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(['loud']);
  });
});
