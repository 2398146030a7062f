import { COMMANDS, type Command } from './commands.ts';

const usageOf = (c: Command) =>
  [
    ...c.words,
    ...c.args,
    ...c.options.map((o) =>
      o === 'message' || o === 'reason' ? `[--${o} "…"]` : o === 'off' || o === 'debit' || o === 'enabled' || o === 'disabled' ? `[--${o}]` : `[--${o} …]`,
    ),
  ].join(' ');

export const commandUsage = (c: Command) => `npm run platform -- ${usageOf(c)} [--json]`;

export const helpText = () => {
  const lines = COMMANDS.flatMap((c) => [`  ${usageOf(c)}`, `      ${c.summary}`, `      e.g. npm run platform -- ${c.example}`]);
  return `Operate the platform: maintenance, region rules, site flags, accounts, outbox, content, vendors.

Usage: npm run platform -- <command> [options] [--json]

Commands:
${lines.join('\n')}
  help
      Show this text.

Options:
  --json   Print the result as JSON, for scripts.

How it connects:
  The CLI calls the operator API of the running server at OPERATOR_HOST:OPERATOR_PORT
  (default 127.0.0.1:4399) with the token from OPERATOR_TOKEN, or else from
  DATA_DIR/operator-token (default ./data), which the server writes on first start.
  Only when nothing listens there does it open the database of DATABASE_URL
  (default file://./data/pglite) itself and make the same change directly; it will not
  open a PGlite folder that a server process still holds.

Region rules:
  Address ranges (IPv4 and IPv6 CIDR) always apply. Country rules need an IP-to-country
  resolver; none ships with the platform, so country rules are stored and listed but
  match no one until one is configured.

Content:
  "content export DIR" writes one file per entry and language, DIR/<kind>/<name>.<lang>.html:
  settings between two "---" lines (title first), then the HTML. Edit, then "content import DIR":
  every file is checked and its HTML sanitised; one bad file refuses the whole import, with every
  problem listed, and nothing changes. A file without an "id:" line creates a new entry, and gets
  its id and exported name back. Entries are never deleted: hide one with "content set-active".

Exit status: 0 done, 1 refused or failed, 2 bad command line.
`;
};
