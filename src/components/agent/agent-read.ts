import type { AstroGlobal } from 'astro';
import type { z } from 'zod';
import { readPlatform } from '../../gateway/platform-client.ts';
import { serverEnv } from '../../gateway/server-env.ts';
import { sessionTokenOf } from '../../gateway/session-cookie.ts';

/**
 * A platform call made on the agent's behalf while the page is written: the value, or null when
 * the platform did not answer it (the section then says so, with a retry link).
 */
export const readForAgent = async <S extends z.ZodType>(
  astro: Pick<AstroGlobal, 'locals' | 'request'>,
  path: string,
  schema: S,
): Promise<z.infer<S> | null> => {
  const { clientIp, lang } = astro.locals;
  const token = sessionTokenOf(astro.request.headers.get('cookie'), serverEnv().secureCookies);
  const read = await readPlatform(path, schema, { clientIp, lang, token });
  return read.ok ? read.value : null;
};

/** An instant as the agent reads it: `yyyy-MM-dd HH:mm:ss` (SPEC section 9) in their zone. */
export const agentDateTime = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return (at: string | number | Date) => format.format(new Date(at)).replace(', ', ' ');
};

/** The zone's offset from GMT at `at`, as the header shows it: `GMT-06:00`. */
export const gmtOffsetOf = (timeZone: string, at: Date = new Date()): string => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  return !name || name === 'GMT' ? 'GMT+00:00' : name;
};
