import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAgentType, isTrialType } from '../../../contract/limits.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { MemberInfo } from '../../../contract/session.ts';
import type { Platform } from '../../context.ts';
import { memberAvatars, members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { currencySymbolOf } from '../system/index.ts';
import { avatarPath } from './avatar.ts';

/** Shows enough of a phone number to recognise it: the first three and last four digits at most. */
export const maskMobile = (mobile: string): string => {
  const digits = mobile.trim();
  const tail = Math.min(4, Math.max(0, digits.length - 4));
  const head = Math.min(3, Math.max(0, digits.length - tail - 4));
  return `${digits.slice(0, head)}${'*'.repeat(digits.length - head - tail)}${digits.slice(digits.length - tail)}`;
};

/** Keeps the first character of the mailbox and the whole domain. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
};

const parents = alias(members, 'parents');

/** The logged-in member's own record (`GET /wps/member/info`), contact details masked. */
export const memberInfo = async (p: Platform, memberId: number): Promise<MemberInfo> => {
  const [row] = await p.db
    .select({ member: members, parentAccount: parents.account, avatarVersion: memberAvatars.version })
    .from(members)
    .leftJoin(parents, eq(parents.id, members.parentId))
    .leftJoin(memberAvatars, eq(memberAvatars.memberId, members.id))
    .where(eq(members.id, memberId))
    .limit(1);
  if (!row) throw new PlatformError('login.not.session');
  const { member } = row;
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: isTrialType(member.type),
    currency: member.currency,
    currencySymbol: await currencySymbolOf(p, member.currency),
    regDate: member.createdAt.getTime(),
    mobile: member.mobileNum ? maskMobile(member.mobileNum) : null,
    email: member.email ? maskEmail(member.email) : null,
    parentAccount: row.parentAccount,
    lastLoginTime: member.lastLoginAt?.getTime() ?? null,
    avatar: row.avatarVersion ? avatarPath(member.id, row.avatarVersion) : null,
  };
};

/**
 * The member's choice of site language: kept as the language its messages are written in too,
 * and adopted by the site at each of its logins (auth.ts), in any browser.
 */
export const saveSiteLanguage = async (p: Platform, memberId: number, language: ShippedLanguage): Promise<void> => {
  await p.db.update(members).set({ siteLanguage: language, language }).where(eq(members.id, memberId));
};
