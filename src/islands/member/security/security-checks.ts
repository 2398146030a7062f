import { emailSchema, mobileNumberSchema } from '../../../../contract/accounts.ts';
import { CONFIRM_KEY, fieldSchema, patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import { AVATAR_MAX_BYTES, NICKNAME_MAX, NICKNAME_MIN, NICKNAME_RULE_KEY, nicknameSchema } from '../../../../contract/security.ts';
import type { RegisterRule } from '../../../../contract/system.ts';
import type { KeyOf } from '../../../i18n/resources.ts';
import type { SecurityText } from './security-params.ts';

/*
 * The security forms' own checks before anything is sent: the same rules the platform applies
 * (the site's register rules, the contract's nickname, mobile and e-mail schemas), said in the
 * reader's language. Each answers the problems by field; none means the form may be sent.
 */
export type Problems<F extends string> = Partial<Record<F, string>>;

/** A rule message (`register.required`, `register.pattern.<id>`…) with the rule's bounds; an unknown key reads as the rule's. */
export const ruleMessage = (key: string, rule: RegisterRule, t: SecurityText): string =>
  t.or(key, patternKey(rule.patternId) as KeyOf<'register'>, { min: rule.minLength, max: rule.maxLength });

/** The rule of a field, said once under it. */
export const ruleHint = (rule: RegisterRule, t: SecurityText) => ruleMessage(patternKey(rule.patternId), rule, t);

/** A platform field error (a key) in words: the nickname's own key, or a rule's. */
export const fieldMessage = (key: string, rule: RegisterRule | null, t: SecurityText): string => {
  if (key === NICKNAME_RULE_KEY) return t('security.profile.nicknameRule', { min: NICKNAME_MIN, max: NICKNAME_MAX });
  if (rule) return ruleMessage(key, rule, t);
  return t.or(key, 'security.form.required');
};

const byRule = (rule: RegisterRule, value: string, t: SecurityText): string | undefined => {
  const checked = fieldSchema(rule, true).safeParse(value);
  return checked.success ? undefined : ruleMessage(checked.error.issues[0]?.message ?? REQUIRED_KEY, rule, t);
};

const required = (value: string, t: SecurityText) => (value.trim() ? undefined : t('security.form.required'));

const compact = <F extends string>(problems: Record<F, string | undefined>): Problems<F> =>
  Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined)) as Problems<F>;

export type TransactionField = 'loginPassword' | 'oldPassword' | 'verificationCode' | 'newPassword' | 'confirmNewPassword';

/** A new transaction password and its confirmation, plus whichever proof the form asks for. */
export const checkTransactionForm = (
  values: Record<TransactionField, string>,
  proof: 'loginPassword' | 'oldPassword' | 'verificationCode',
  rule: RegisterRule,
  t: SecurityText,
): Problems<TransactionField> =>
  compact({
    [proof]: required(values[proof], t),
    newPassword: byRule(rule, values.newPassword, t),
    confirmNewPassword: values.confirmNewPassword.trim() === values.newPassword.trim() ? undefined : ruleMessage(CONFIRM_KEY, rule, t),
  } as Record<TransactionField, string | undefined>);

export const checkNickname = (nickname: string, t: SecurityText): Problems<'nickname'> =>
  compact({ nickname: nicknameSchema.safeParse(nickname).success ? undefined : fieldMessage(NICKNAME_RULE_KEY, null, t) });

export const checkPayeeName = (payeeName: string, rule: RegisterRule, t: SecurityText): Problems<'payeeName'> =>
  compact({ payeeName: byRule(rule, payeeName.replace(/\s+/g, ' '), t) });

export const mobileProblem = (mobileNum: string, t: SecurityText) =>
  mobileNumberSchema.safeParse(mobileNum).success ? undefined : t('security.mobile.invalid');
export const emailProblem = (email: string, t: SecurityText) => (emailSchema.safeParse(email).success ? undefined : t('security.email.invalid'));

export type ContactField = 'contact' | 'verificationCode' | 'loginPassword';

/** The mobile or e-mail form: the new contact, its code, and the login password when one is replaced. */
export const checkContactForm = (values: Record<ContactField, string>, kind: 'mobile' | 'email', replacing: boolean, t: SecurityText): Problems<ContactField> =>
  compact({
    contact: kind === 'mobile' ? mobileProblem(values.contact, t) : emailProblem(values.contact, t),
    verificationCode: required(values.verificationCode, t),
    loginPassword: replacing ? required(values.loginPassword, t) : undefined,
  });

/** A picture the platform will take: PNG or JPEG by its declared type, 5 MB at most (the platform checks the bytes). */
export const avatarFileProblem = (file: Pick<File, 'type' | 'size'> | null, t: SecurityText): string | undefined => {
  if (!file) return t('security.avatar.choose');
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return t('security.avatar.wrongType');
  if (file.size > AVATAR_MAX_BYTES) return t('security.avatar.tooLarge');
  return undefined;
};
