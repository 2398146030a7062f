import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { fieldSchema } from '../../../contract/register-rules.ts';
import { nicknameSchema, PAYEE_NAME_FALLBACK_RULE, type SecurityProfile } from '../../../contract/security.ts';
import type { Platform } from '../../context.ts';
import { memberAvatars, members, transactionPasswordGuards as guards } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { parseOrFail } from '../../core/http.ts';
import { siteSnapshot } from '../system/index.ts';
import { avatarPath } from './avatar.ts';
import { maskEmail, maskMobile } from './member-info.ts';

/**
 * What the security centre shows of the member (`GET /wps/v2/member/securityConfig`): the
 * profile, contact details masked, the picture, and where the transaction password stands. The
 * real platform's club label is left out: this platform keeps no member levels.
 */
export const securityProfile = async (p: Platform, memberId: number): Promise<SecurityProfile> => {
  const [row] = await p.db
    .select({ member: members, avatarVersion: memberAvatars.version, lockedUntil: guards.lockedUntil })
    .from(members)
    .leftJoin(memberAvatars, eq(memberAvatars.memberId, members.id))
    .leftJoin(guards, eq(guards.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) throw new PlatformError('login.not.session');
  const { member, avatarVersion, lockedUntil } = row;
  const locked = lockedUntil && lockedUntil.getTime() > p.now().getTime() ? lockedUntil : null;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    payeeName: member.payeeName,
    mobile: member.mobileNum ? maskMobile(member.mobileNum) : null,
    countryDialingCode: member.mobileNum ? member.countryDialingCode : null,
    email: member.email ? maskEmail(member.email) : null,
    regDate: member.createdAt.getTime(),
    avatar: avatarVersion ? avatarPath(member.id, avatarVersion) : null,
    loginPassword: member.passwordSet ? 'set' : 'unset',
    transactionPassword: member.paymentPasswordHash === null ? { state: 'unset' } : locked ? { state: 'locked', until: locked.getTime() } : { state: 'set' },
  };
};

/** `POST /wps/member/info/nickname`: the name the site greets the member by; any number of changes. */
export const changeNickname = async (p: Platform, memberId: number, raw: string): Promise<{ nickname: string }> => {
  const { nickname } = parseOrFail(z.object({ nickname: nicknameSchema }), { nickname: raw });
  await p.db.update(members).set({ nickname }).where(eq(members.id, memberId));
  return { nickname };
};

/**
 * `POST /wps/member/info/payeeName`: the real name withdrawals are paid to, by the site's payee
 * name rule. Set once: a later change needs customer service, since it decides who gets paid.
 */
export const setPayeeName = async (p: Platform, memberId: number, raw: string): Promise<{ payeeName: string }> => {
  const rule = (await siteSnapshot(p)).info.register.payeeName ?? PAYEE_NAME_FALLBACK_RULE;
  const { payeeName } = parseOrFail(z.object({ payeeName: fieldSchema(rule, true) }), { payeeName: raw.replace(/\s+/g, ' ') });
  const rows = await p.db
    .update(members)
    .set({ payeeName })
    .where(and(eq(members.id, memberId), isNull(members.payeeName)))
    .returning({ id: members.id });
  if (rows.length === 0) throw new PlatformError('member.payee.name.set');
  return { payeeName };
};
