import { patternKey } from '../../../contract/register-rules.ts';
import type { RegisterRules } from '../../../contract/system.ts';

/**
 * The site's rule for a field, as the register form words it (`register.pattern.<id>` with its
 * bounds): the agent's forms show it beside the field, and the platform checks the same rule.
 */
export const ruleHint = (rules: RegisterRules | undefined, field: 'username' | 'password', t: (key: string, values: Record<string, number>) => string) => {
  const rule = rules?.[field];
  return rule ? { text: t(patternKey(rule.patternId), { min: rule.minLength, max: rule.maxLength }), maxLength: rule.maxLength || undefined } : null;
};
