import type { ChangePasswordRequest } from '../../../../contract/accounts.ts';
import { CONFIRM_KEY, fieldSchema, patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import type { RegisterRule } from '../../../../contract/system.ts';
import type { KeyOf } from '../../../i18n/resources.ts';
import type { Text } from '../../../i18n/text.ts';

export type PasswordField = keyof ChangePasswordRequest;

export type PasswordCheck = { ok: true; request: ChangePasswordRequest } | { ok: false; problems: Partial<Record<PasswordField, string>> };

/**
 * A rule message (`register.required`, `register.confirm`, `register.pattern.<id>`) with the
 * site's bounds filled in; a key the catalogue has no words for reads as the rule's own message.
 */
export const ruleMessage = (key: string, rule: RegisterRule | null, t: Text<'register'>): string =>
  t.or(key, (rule ? patternKey(rule.patternId) : REQUIRED_KEY) as KeyOf<'register'>, {
    min: rule?.minLength ?? '',
    max: rule?.maxLength ?? '',
  });

/** The rule of the new password, said once under its field. */
export const ruleHint = (rule: RegisterRule, t: Text<'register'>) => ruleMessage(patternKey(rule.patternId), rule, t);

/**
 * The change-password form before it is sent (SPEC section 5): the old password, the new one by
 * the site's password rule (the same engine as sign-up, contract/register-rules.ts), and the
 * confirmation, which must match. Without a rule (an unknown site) only presence is checked.
 */
export const checkPasswordChange = (values: ChangePasswordRequest, rule: RegisterRule | null, t: Text<'register'>): PasswordCheck => {
  const problems: Partial<Record<PasswordField, string>> = {};
  const oldPassword = values.oldPassword.trim();
  const newPassword = values.newPassword.trim();
  const confirmNewPassword = values.confirmNewPassword.trim();
  if (!oldPassword) problems.oldPassword = ruleMessage(REQUIRED_KEY, rule, t);
  const checked = rule ? fieldSchema(rule, true).safeParse(newPassword) : null;
  if (checked && !checked.success) problems.newPassword = ruleMessage(checked.error.issues[0]?.message ?? REQUIRED_KEY, rule, t);
  else if (!newPassword) problems.newPassword = ruleMessage(REQUIRED_KEY, rule, t);
  if (confirmNewPassword !== newPassword) problems.confirmNewPassword = ruleMessage(CONFIRM_KEY, rule, t);
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, request: { oldPassword, newPassword, confirmNewPassword } };
};
