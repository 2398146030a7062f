import { readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { MESSAGE_CONTENT_MAX } from '../../contract/inbox.ts';
import type { OperatorBroadcast } from '../modules/inbox/index.ts';
import { broadcastInputSchema, broadcastListInputSchema } from '../operator/rewards-operations.ts';
import { define, operatorName, UsageError, valid } from './command.ts';
import { table } from './format.ts';

/*
 * Platform messages: the operator writes one in Spanish and English (HTML files, sanitised on the
 * server) and sends it to a member's inbox, to an agent and their whole team, or to everyone.
 */

const messagesTable = (rows: readonly OperatorBroadcast[]) =>
  table(
    ['ID', 'SENT', 'TO', 'ACCOUNT', 'TITLE (ES)', 'TITLE (EN)', 'RECIPIENTS', 'READ', 'BY'],
    rows.map((m) => [m.id, m.sentAt, m.to, m.account, m.titleEs, m.titleEn, m.recipients, m.read, m.by]),
  );

/** `all`, `member:ACCOUNT` or `team:AGENT`. */
const audienceOf = (to: string) => {
  if (to === 'all') return { to: 'all' as const };
  const match = /^(member|team):(.+)$/.exec(to);
  if (!match) throw new UsageError('Say who gets the message: all, member:ACCOUNT or team:AGENT.');
  return { to: match[1] as 'member' | 'team', account: match[2] };
};

/** An HTML file of the message; a file far larger than a message may be is refused before it is read. */
const readHtml = async (file: string | undefined, option: string) => {
  if (!file) throw new UsageError(`--${option} names the message's HTML file.`);
  const path = resolve(file);
  const size = await stat(path).then(
    (s) => (s.isFile() ? s.size : -1),
    () => -1,
  );
  if (size < 0) throw new UsageError(`There is no file ${path}.`);
  if (size > MESSAGE_CONTENT_MAX * 4) throw new UsageError(`${path} is larger than a message may be (${MESSAGE_CONTENT_MAX} characters).`);
  return readFile(path, 'utf8');
};

export const MESSAGE_COMMANDS = [
  define({
    words: ['messages', 'send'],
    args: ['<TO>'],
    options: ['title-es', 'title-en', 'es', 'en', 'by'],
    summary:
      "Send a platform message to TO: all (every account), member:ACCOUNT, or team:AGENT (the agent and every account below them). --es and --en name the HTML files of its text, sanitised before it is stored; members read it in the site's language.",
    example: 'messages send team:agent01 --title-es "Nuevo torneo" --title-en "New tournament" --es torneo.es.html --en torneo.en.html',
    parse: ([to], o) => ({ to: to!, titleEs: o['title-es'], titleEn: o['title-en'], es: o.es, en: o.en, by: o.by ?? operatorName() }),
    run: async (ops, input) => {
      const [contentEs, contentEn] = await Promise.all([readHtml(input.es, 'es'), readHtml(input.en, 'en')]);
      return ops.sendMessage(
        valid(broadcastInputSchema, { ...audienceOf(input.to), titleEs: input.titleEs, titleEn: input.titleEn, contentEs, contentEn, by: input.by }),
      );
    },
    render: (m) => `Message ${m.id} ("${m.titleEn}") is in ${m.recipients} inbox${m.recipients === 1 ? '' : 'es'}.`,
  }),
  define({
    words: ['messages', 'list'],
    options: ['limit'],
    summary: 'List the platform messages operators sent, newest first, with how many recipients have read each.',
    example: 'messages list --limit 20',
    parse: (_, o) => valid(broadcastListInputSchema, { limit: o.limit }),
    run: (ops, input) => ops.listMessages(input),
    render: messagesTable,
  }),
];
