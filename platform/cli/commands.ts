import { z } from 'zod';
import { STATUS_CACHE_MS } from '../../contract/limits.ts';
import {
  accountsQuerySchema,
  flagSetSchema,
  maintenanceInputSchema,
  outboxQuerySchema,
  regionBlockSchema,
  regionUnblockSchema,
} from '../operator/operations.ts';
import type { MaintenanceSetting } from '../modules/system/index.ts';
import { define, valid, type Command } from './command.ts';
import { CONTENT_COMMANDS } from './content-commands.ts';
import { onOff, table } from './format.ts';
import { VENDOR_COMMANDS } from './vendor-commands.ts';
import { CDN_COMMANDS } from './cdn-commands.ts';
import { WALLET_COMMANDS } from './wallet-commands.ts';
import { SECURITY_COMMANDS } from './security-commands.ts';
import { WITHDRAWAL_COMMANDS } from './withdrawal-commands.ts';
import { DEPOSIT_COMMANDS } from './deposit-commands.ts';
import { BACKUP_COMMANDS } from './backup-commands.ts';
import { MESSAGE_COMMANDS } from './message-commands.ts';
import { REBATE_COMMANDS } from './rebate-commands.ts';
import { CONTRACT_COMMANDS } from './contract-commands.ts';
import { RESPONSIBLE_COMMANDS } from './responsible-commands.ts';
import { MISSION_COMMANDS, RED_ENVELOPE_COMMANDS, REFERRAL_COMMANDS } from './rewards-commands.ts';
import { APPLICATION_COMMANDS, PROMOTION_COMMANDS } from './promotion-commands.ts';
import { POINTS_COMMANDS } from './points-commands.ts';
import { SOCIAL_COMMANDS } from './social-commands.ts';

export { UsageError, type Command } from './command.ts';

const SPREAD = `Every server applies it within ${STATUS_CACHE_MS / 1000} seconds.`;

const COUNTRY_NOTE =
  'Note: country rules apply only where an IP-to-country resolver is configured. None ships with the platform, so they are stored but match no one; address ranges always apply.';

const maintenanceText = (m: MaintenanceSetting) =>
  m.enabled ? [`Maintenance: ON`, `Announced end: ${m.end ?? '(none)'}`, `Message: ${m.message ?? '(none)'}`].join('\n') : 'Maintenance: off';

export const COMMANDS: readonly Command[] = [
  define({
    words: ['maintenance', 'status'],
    summary: 'Show whether the site is in maintenance.',
    example: 'maintenance status',
    run: (ops) => ops.maintenanceStatus(),
    render: maintenanceText,
  }),
  define({
    words: ['maintenance', 'on'],
    options: ['until', 'message'],
    summary: 'Put the site in maintenance. --until (ISO time with zone) is the end shown to players; it stays on until "maintenance off".',
    example: 'maintenance on --until 2026-11-22T06:00:00Z --message "Upgrading the wallet"',
    parse: (_, o) => valid(maintenanceInputSchema, { enabled: true, until: o.until, message: o.message }),
    run: (ops, input) => ops.setMaintenance(input),
    render: (m) => `${maintenanceText(m)}\n${SPREAD}`,
  }),
  define({
    words: ['maintenance', 'off'],
    summary: 'End maintenance.',
    example: 'maintenance off',
    run: (ops) => ops.setMaintenance({ enabled: false }),
    render: (m) => `${maintenanceText(m)}\n${SPREAD}`,
  }),
  define({
    words: ['region', 'list'],
    summary: 'List the blocked address ranges and countries.',
    example: 'region list',
    run: (ops) => ops.listRegionRules(),
    render: (rules) =>
      [
        table(
          ['KIND', 'VALUE', 'ADDED'],
          rules.map((r) => [r.kind, r.value, r.createdAt]),
        ),
        ...(rules.some((r) => r.kind === 'country') ? [COUNTRY_NOTE] : []),
      ].join('\n'),
  }),
  define({
    words: ['region', 'block-cidr'],
    args: ['<cidr>'],
    summary: 'Block an IPv4 or IPv6 range (a bare address blocks just that address).',
    example: 'region block-cidr 198.51.100.0/24',
    parse: ([value]) => valid(regionBlockSchema, { kind: 'cidr', value }),
    run: (ops, input) => ops.blockRegion(input),
    render: ({ rule, created }) => `${created ? 'Blocked' : 'Already blocked'}: ${rule.value}\n${SPREAD}`,
  }),
  define({
    words: ['region', 'block-country'],
    args: ['<CC>'],
    summary: 'Block a country by its ISO 3166 two-letter code.',
    example: 'region block-country US',
    parse: ([value]) => valid(regionBlockSchema, { kind: 'country', value }),
    run: (ops, input) => ops.blockRegion(input),
    render: ({ rule, created }) => `${created ? 'Blocked' : 'Already blocked'}: ${rule.value}\n${COUNTRY_NOTE}`,
  }),
  define({
    words: ['region', 'unblock'],
    args: ['<cidr|CC>'],
    summary: 'Remove a range or country rule.',
    example: 'region unblock 198.51.100.0/24',
    parse: ([value]) => valid(regionUnblockSchema, { value }).value,
    run: (ops, value) => ops.unblockRegion(value),
    render: (rule) => `Unblocked: ${rule.value}\n${SPREAD}`,
  }),
  define({
    words: ['flags', 'list'],
    summary: 'List the whitelabel modules (site flags) and whether each is on.',
    example: 'flags list',
    run: (ops) => ops.listFlags(),
    render: (mods) =>
      table(
        ['MODULE', 'STATE', 'PARENT', 'SPEC FLAG'],
        mods.map((m) => [m.modId, onOff(m.enabled), m.parentId, m.siteFlag ? 'yes' : '']),
      ),
  }),
  define({
    words: ['flags', 'set'],
    args: ['<MODID>', 'on|off'],
    summary: 'Switch a whitelabel module on or off.',
    example: 'flags set REGMOBVERF3 on',
    parse: ([modId = '', state]) => ({
      modId: valid(flagSetSchema.shape.modId, modId.toUpperCase()),
      enabled: valid(z.enum(['on', 'off']), state) === 'on',
    }),
    run: (ops, input) => ops.setFlag(input),
    render: (m) => `${m.modId} is now ${onOff(m.enabled)}.\n${SPREAD}`,
  }),
  define({
    words: ['accounts', 'list'],
    options: ['limit'],
    summary: 'List accounts with type, upline, status and wallet balance (--limit, default 100).',
    example: 'accounts list --limit 20',
    parse: (_, o) => valid(accountsQuerySchema, { limit: o.limit }),
    run: (ops, query) => ops.listAccounts(query),
    render: (rows) =>
      table(
        ['ACCOUNT', 'TYPE', 'ROLE', 'PARENT', 'STATUS', 'BALANCE'],
        rows.map((a) => [a.account, a.type, a.role, a.parent, a.status, a.balance === null ? null : `${a.balance} ${a.currency ?? ''}`.trim()]),
      ),
  }),
  define({
    words: ['outbox'],
    options: ['channel', 'limit'],
    summary: 'Show the newest SMS and e-mail messages the platform sent (--channel sms|email, --limit, default 20).',
    example: 'outbox --channel sms --limit 5',
    parse: (_, o) => valid(outboxQuerySchema, { channel: o.channel, limit: o.limit }),
    run: (ops, query) => ops.readOutbox(query),
    render: (rows) =>
      table(
        ['ID', 'SENT', 'CHANNEL', 'TO', 'PURPOSE', 'MESSAGE'],
        rows.map((m) => [m.id, m.createdAt, m.channel, m.recipient, m.purpose, m.body]),
      ),
  }),
  ...CONTENT_COMMANDS,
  ...VENDOR_COMMANDS,
  ...CDN_COMMANDS,
  ...WALLET_COMMANDS,
  ...SECURITY_COMMANDS,
  ...DEPOSIT_COMMANDS,
  ...WITHDRAWAL_COMMANDS,
  ...MESSAGE_COMMANDS,
  ...REBATE_COMMANDS,
  ...CONTRACT_COMMANDS,
  ...RESPONSIBLE_COMMANDS,
  ...RED_ENVELOPE_COMMANDS,
  ...PROMOTION_COMMANDS,
  ...APPLICATION_COMMANDS,
  ...REFERRAL_COMMANDS,
  ...MISSION_COMMANDS,
  ...POINTS_COMMANDS,
  ...SOCIAL_COMMANDS,
  ...BACKUP_COMMANDS,
];

/** The command named by the leading words, and the arguments after them. */
export const findCommand = (positionals: readonly string[]): { command: Command; args: string[] } | null => {
  for (const command of COMMANDS) {
    if (command.words.every((w, i) => positionals[i] === w)) return { command, args: positionals.slice(command.words.length) };
  }
  return null;
};
