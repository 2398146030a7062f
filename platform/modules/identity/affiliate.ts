import { and, eq, inArray, sql } from 'drizzle-orm';
import { affiliateCheckSchema } from '../../../contract/accounts.ts';
import { AGENT_TYPES, MEMBER_TYPE, isAgentType } from '../../../contract/limits.ts';
import type { Platform } from '../../context.ts';
import type { Db, Tx } from '../../db/index.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';
import { requireModule } from '../system/index.ts';

/**
 * Invitation codes (CONTRACT.md 5.1 "Affiliate code source"). Two kinds name an upline:
 * - an agent's affiliate code (the first label of an affiliate domain, or typed), any case;
 * - any member's own referral code (invite friends, `?r=`), stored upper-case.
 * Only active members and agents count: a locked account recruits no one.
 */
export type Invitation =
  { kind: 'affiliate'; agentId: number } | { kind: 'referral'; referrerId: number; referrerType: number; referrerParentId: number | null };

const INVITING_TYPES = [MEMBER_TYPE, ...AGENT_TYPES];

export const AFFILIATE_CHECK_IP_LIMIT = { name: 'affiliate-ip', limit: 60, windowMs: 5 * 60_000 };

/** The upline a code names, or null when it names no active member or agent. */
export const resolveInvitation = async (db: Db | Tx, code: string): Promise<Invitation | null> => {
  const trimmed = code.trim();
  if (!trimmed) return null;
  const live = and(eq(members.status, 'active'), inArray(members.type, INVITING_TYPES));
  const [agent] = await db
    .select({ id: members.id, type: members.type })
    .from(members)
    .where(and(live, sql`lower(${members.affiliateCode}) = ${trimmed.toLowerCase()}`))
    .limit(1);
  if (agent && isAgentType(agent.type)) return { kind: 'affiliate', agentId: agent.id };
  const [referrer] = await db
    .select({ id: members.id, type: members.type, parentId: members.parentId })
    .from(members)
    .where(and(live, eq(members.referralCode, trimmed.toUpperCase())))
    .limit(1);
  return referrer ? { kind: 'referral', referrerId: referrer.id, referrerType: referrer.type, referrerParentId: referrer.parentId } : null;
};

/** Where a new member hangs in the tree, given the invitation it registered with. */
export const placementOf = (invitation: Invitation | null): { parentId: number | null; referredBy: number | null } => {
  if (!invitation) return { parentId: null, referredBy: null };
  if (invitation.kind === 'affiliate') return { parentId: invitation.agentId, referredBy: null };
  // A player's invitee joins the player's own agent, so commissions stay in one downline.
  const parentId = isAgentType(invitation.referrerType) ? invitation.referrerId : invitation.referrerParentId;
  return { parentId, referredBy: invitation.referrerId };
};

/**
 * `GET /wps/agent/affiliate?code=&domain=`: whether a code may be used to register (module
 * AFFMAN3). A missing or over-long code is just as unusable as an unknown one, so all three are
 * `invitation_code_error`. The domain is accepted and ignored: this platform serves one merchant,
 * so a code means the same on every domain.
 */
export const checkAffiliateCode = async (p: Platform, query: unknown, ip: string): Promise<void> => {
  await requireModule(p, 'AFFMAN3');
  await consume(p, AFFILIATE_CHECK_IP_LIMIT, ipSubject(ip));
  const parsed = affiliateCheckSchema.safeParse(query);
  if (!parsed.success || !(await resolveInvitation(p.db, parsed.data.code))) throw new PlatformError('invitation_code_error');
};
