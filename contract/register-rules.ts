import { z } from 'zod';
import { emailSchema } from './accounts.ts';
import type { RegisterField, RegisterRule, RegisterRules } from './system.ts';

/**
 * The register-rule engine (ARCHITECTURE.md "Contract"): the platform's per-field rules in, one
 * zod schema out, used alike by the register form and by the platform that checks the request.
 * A value is valid when the rule's pattern matches it and its length is within bounds
 * (CONTRACT.md 4.3). Errors carry translation keys, never text:
 * `register.required`, `register.pattern.<patternId>` (with min and max), `register.confirm`.
 */
export const REQUIRED_KEY = 'register.required';
export const CONFIRM_KEY = 'register.confirm';
export const patternKey = (patternId: number) => `register.pattern.${patternId}`;

/** `*` means any value; a pattern the platform sent that does not compile also checks nothing
 *  but length, rather than refusing every sign-up. */
const compile = (pattern: string): RegExp | null => {
  if (pattern === '*' || pattern === '') return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
};

/** Whether a value satisfies a rule's pattern and length bounds. */
export const satisfies = (rule: RegisterRule, value: string): boolean => {
  const pattern = compile(rule.acceptedPattern);
  return value.length >= rule.minLength && value.length <= rule.maxLength && (pattern === null || pattern.test(value));
};

/**
 * Fields that must also pass the contract's own schema, whatever pattern the site sets: an e-mail
 * address must be one the password reset by e-mail takes. A value that does not is refused with
 * the rule's pattern key, as one that misses the pattern is.
 */
const FIELD_FORMATS: Partial<Record<RegisterField, z.ZodType>> = { email: emailSchema };

/** One field: required or optional, and checked by its rule (and `format`, if any) when given. */
export const fieldSchema = (rule: RegisterRule, required = rule.required, format?: z.ZodType) =>
  // A missing field is checked as an empty one, so that "required" is asked of it too.
  z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        if (!value) {
          if (required) ctx.addIssue({ code: 'custom', message: REQUIRED_KEY });
          return;
        }
        if (!satisfies(rule, value) || (format && !format.safeParse(value).success)) {
          ctx.addIssue({ code: 'custom', message: patternKey(rule.patternId), params: { min: rule.minLength, max: rule.maxLength } });
        }
      }),
  );

export interface RegisterSchemaOptions {
  /** Fields the form's method needs whatever the site says (e.g. the mobile number on mobile sign-up). */
  alsoRequired?: readonly RegisterField[];
  /** Adds `confirmPassword`, which must equal `password`. */
  confirmPassword?: boolean;
}

/** The schema of a registration request for the enabled fields of `rules`. */
export const registerSchema = (rules: RegisterRules, options: RegisterSchemaOptions = {}) => {
  const shape: Record<string, z.ZodType> = {};
  for (const [field, rule] of Object.entries(rules) as [RegisterField, RegisterRule][]) {
    const forced = options.alsoRequired?.includes(field) ?? false;
    if (rule.enabled || forced) shape[field] = fieldSchema(rule, rule.required || forced, FIELD_FORMATS[field]);
  }
  if (options.confirmPassword) shape.confirmPassword = z.string().optional();
  return z.object(shape).superRefine((values, ctx) => {
    const v = values as Record<string, string | undefined>;
    if (options.confirmPassword && v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRM_KEY });
    }
  });
};
