import type { AstroGlobal } from 'astro';
import type { z } from 'zod';
import { readPlatform } from '../../gateway/platform-client.ts';
import { serverEnv } from '../../gateway/server-env.ts';
import { sessionTokenOf } from '../../gateway/session-cookie.ts';

/**
 * What a member-centre section reads on the server: the platform call made on the member's
 * behalf (their session, address and language), answering the value, or null when the platform
 * did not answer it (the section then says so, with a retry link).
 */
export const readForMember = async <S extends z.ZodType>(
  astro: Pick<AstroGlobal, 'locals' | 'request'>,
  path: string,
  schema: S,
): Promise<z.infer<S> | null> => {
  const { clientIp, lang } = astro.locals;
  const token = sessionTokenOf(astro.request.headers.get('cookie'), serverEnv().secureCookies);
  const read = await readPlatform(path, schema, { clientIp, lang, token });
  return read.ok ? read.value : null;
};

/** An instant (ISO 8601) as the member reads it: date and time, in their zone and the market's locale. */
export const dateTimeIn = (locale: string, timeZone: string) => {
  const format = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
};
