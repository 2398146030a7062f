import { z } from 'zod';
import { daySchema, timeZoneSchema } from './account-records.ts';
import { FIELD_MAX } from './limits.ts';
import { moneySchema } from './wallet.ts';

/*
 * The agent centre's team calls (module AFFMAN3): an agent's downlines at every level, one
 * downline's detail, and what the agent may do to a direct downline. The relay names are ours,
 * in the contract's `<SERVICE>_<method>` style. Every call answers only for the caller's own team.
 */

/** What a downline is: a player, or an agent of one of the agent type codes. */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
export const DOWNLINE_STATUSES = ['active', 'locked'] as const;
export const TEAM_SORTS = ['account', 'level', 'registeredAt', 'lastLoginAt', 'balance'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];
export const TEAM_PAGE_SIZE = 20;
/** How deep a team is read: far deeper than any real hierarchy, and a bound should the data ever loop. */
export const TEAM_MAX_DEPTH = 32;
export const REMARK_MAX = 200;

const day = daySchema;
/** A member id as the query string carries it. */
const idParam = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number);

export const teamQuerySchema = z.object({
  username: z.string().trim().max(FIELD_MAX.username).optional(),
  kind: z.enum(DOWNLINE_KINDS).optional(),
  status: z.enum(DOWNLINE_STATUSES).optional(),
  level: z
    .string()
    .regex(/^[1-9]\d?$/)
    .transform(Number)
    .optional(),
  /** Only the team below this downline (the tree's expanded node); it must be in the caller's team. */
  parentId: idParam.optional(),
  registeredFrom: day.optional(),
  registeredTo: day.optional(),
  lastLoginFrom: day.optional(),
  lastLoginTo: day.optional(),
  /** The zone the days above are in. */
  timeZone: timeZoneSchema.optional(),
  sort: z.enum(TEAM_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .optional(),
});

export const downlineRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  kind: z.enum(DOWNLINE_KINDS),
  type: z.number().int(),
  status: z.enum(DOWNLINE_STATUSES),
  /** 1 for the caller's direct downlines, 2 for theirs, and so on. */
  level: z.number().int().min(1),
  upline: z.string(),
  /** Accounts right below this one, for the tree. */
  directCount: z.number().int().min(0),
  balance: moneySchema,
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type DownlineRow = z.infer<typeof downlineRowSchema>;

export const teamPageSchema = z.object({
  list: z.array(downlineRowSchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Accounts matching the filter, on every page. */
  total: z.number().int().min(0),
  /** Sum of the matching accounts' balances, on every page. */
  totalBalance: moneySchema,
});
export type TeamPage = z.infer<typeof teamPageSchema>;

export const downlineQuerySchema = z.object({ memberId: idParam });

export const downlineDetailSchema = downlineRowSchema.extend({
  /** The caller is this account's upline: only then may they lock it, reset it or note it. */
  direct: z.boolean(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  currency: z.string(),
  remark: z.string().nullable(),
  /** Its own team: every account below it, and how many of those are agents. */
  team: z.object({ total: z.number().int().min(0), agents: z.number().int().min(0), direct: z.number().int().min(0) }),
});
export type DownlineDetail = z.infer<typeof downlineDetailSchema>;

const memberId = z.number().int().positive();

export const downlineLockSchema = z.object({ memberId, locked: z.boolean() });
export type DownlineLock = z.infer<typeof downlineLockSchema>;

/** A new password the downline must change at its next login; checked against the site's password rule. */
export const downlinePasswordSchema = z.object({ memberId, password: z.string().min(1).max(FIELD_MAX.password) });
export type DownlinePassword = z.infer<typeof downlinePasswordSchema>;

export const downlineRemarkSchema = z.object({ memberId, remark: z.string().trim().max(REMARK_MAX) });
export type DownlineRemark = z.infer<typeof downlineRemarkSchema>;

/** What an action answers: the downline as it now is. */
export const downlineChangeSchema = z.object({ memberId, status: z.enum(DOWNLINE_STATUSES), remark: z.string().nullable() });
export type DownlineChange = z.infer<typeof downlineChangeSchema>;
