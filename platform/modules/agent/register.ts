import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { SUB_AGENT_TYPES, type AgentRight, type CreateDownline, type CreatedDownline, type RegisterCentre } from '../../../contract/agent-register.ts';
import { MEMBER_TYPE } from '../../../contract/limits.ts';
import { fieldSchema } from '../../../contract/register-rules.ts';
import type { Platform } from '../../context.ts';
import { PlatformError } from '../../core/errors.ts';
import { parseOrFail } from '../../core/http.ts';
import { agentActions, agentRights, members } from '../../db/schema/index.ts';
import { SEED_REGISTER_RULES } from '../../db/seed/site.ts';
import { checkNewPassword, hashPassword, newReferralCode, violatedConstraint } from '../identity/index.ts';
import { ensureWallet } from '../ledger/index.ts';
import { siteSnapshot } from '../system/index.ts';
import type { Actor } from './downline-actions.ts';

const rightsOf = async (p: Platform, memberId: number): Promise<AgentRight[]> =>
  (await p.db.select({ right: agentRights.right }).from(agentRights).where(eq(agentRights.memberId, memberId))).map((r) => r.right).sort();

/** `ACSFE_getRegisterCentre`: the agent's affiliate code, its rights and the types a sub-agent may have. */
export const registerCentre = async (p: Platform, agentId: number): Promise<RegisterCentre> => {
  const [agent] = await p.db.select({ affiliateCode: members.affiliateCode }).from(members).where(eq(members.id, agentId));
  return { affiliateCode: agent?.affiliateCode ?? null, rights: await rightsOf(p, agentId), subAgentTypes: [...SUB_AGENT_TYPES] };
};

/**
 * `ACSFE_createDownline`: a player or a sub-agent right below the caller. The username follows the
 * site's register rule and the password its password rule; the account must change the password
 * at its first login. A sub-agent gets one of the sub-agent types, its own affiliate code, and only
 * rights its creator holds (`agent.rights.exceeded` otherwise).
 */
export const createDownline = async (p: Platform, actor: Actor, request: CreateDownline): Promise<CreatedDownline> => {
  const rule = (await siteSnapshot(p)).info.register.username ?? SEED_REGISTER_RULES.username;
  const { username } = parseOrFail(z.object({ username: fieldSchema(rule, true) }), { username: request.username });
  const password = await checkNewPassword(p, request.password, undefined);
  const type = request.kind === 'agent' ? request.type : MEMBER_TYPE;
  const rights = request.kind === 'agent' ? [...new Set(request.rights)] : [];
  if (request.kind === 'agent') {
    if (!(SUB_AGENT_TYPES as readonly number[]).includes(type)) throw new PlatformError('request_param_err', { fields: { type: ['agent.register.type'] } });
    const held = new Set(await rightsOf(p, actor.agentId));
    if (rights.some((right) => !held.has(right))) throw new PlatformError('agent.rights.exceeded');
  }
  const [agent] = await p.db.select({ currency: members.currency, language: members.language }).from(members).where(eq(members.id, actor.agentId));
  const passwordHash = await hashPassword(password);
  for (let attempt = 0; ; attempt++) {
    try {
      return await p.db.transaction(async (tx) => {
        const now = p.now();
        const [row] = await tx
          .insert(members)
          .values({
            account: username.toLowerCase(),
            nickname: request.nickname,
            type,
            passwordHash,
            passwordChangedAt: now,
            mustChangePassword: true,
            parentId: actor.agentId,
            referralCode: newReferralCode(),
            affiliateCode: request.kind === 'agent' ? newReferralCode() : null,
            currency: agent!.currency,
            language: agent!.language,
            registerIp: actor.ip,
            createdAt: now,
          })
          .returning({ id: members.id, account: members.account, type: members.type, affiliateCode: members.affiliateCode });
        const created = row!;
        await ensureWallet(tx, created.id, agent!.currency);
        if (rights.length) await tx.insert(agentRights).values(rights.map((right) => ({ memberId: created.id, right })));
        await tx.insert(agentActions).values({ agentId: actor.agentId, memberId: created.id, action: 'create', ip: actor.ip, at: now });
        return created;
      });
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === 'members_account_unique') throw new PlatformError('member.account.exists');
      // A drawn code that happens to be taken is drawn again.
      if (!constraint?.endsWith('_code_unique') || attempt >= 3) throw error;
    }
  }
};
