import { describe, expect, it } from 'vitest';
import en from '../locales/en/register.json' with { type: 'json' };
import es from '../locales/es/register.json' with { type: 'json' };
import { SEED_REGISTER_RULES } from '../platform/db/seed/site.ts';
import { emailSchema, forgotByEmailRequestSchema, loginVerificationRequestSchema } from './accounts.ts';
import { CONFIRM_KEY, patternKey, REQUIRED_KEY, registerSchema, satisfies } from './register-rules.ts';
import type { RegisterRule } from './system.ts';

const rule = (over: Partial<RegisterRule> = {}): RegisterRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  patternId: 1,
  minLength: 6,
  maxLength: 16,
  ...over,
});

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('register rule engine', () => {
  it('checks the pattern and both length bounds', () => {
    expect(satisfies(rule(), 'player01')).toBe(true);
    expect(satisfies(rule(), '1player')).toBe(false);
    expect(satisfies(rule(), 'abc')).toBe(false);
    expect(satisfies(rule(), 'a'.repeat(17))).toBe(false);
    expect(satisfies(rule({ acceptedPattern: '*', minLength: 1, maxLength: 3 }), '!?#')).toBe(true);
    expect(satisfies(rule({ acceptedPattern: '(unclosed', minLength: 1, maxLength: 3 }), 'ok')).toBe(true);
  });

  it('builds a schema from the site rules: required, optional, disabled', () => {
    const schema = registerSchema(SEED_REGISTER_RULES, { confirmPassword: true });
    const ok = schema.safeParse({ username: 'player99', password: 'abc123', confirmPassword: 'abc123', email: '' });
    expect(ok.success).toBe(true);
    // Disabled fields are not part of the request at all.
    expect(Object.keys(schema.shape)).not.toContain('qqNum');
    const bad = schema.safeParse({ username: '9lives', password: 'abcdef', confirmPassword: 'abcdeg', email: 'not-an-email' });
    expect(issues(bad)).toEqual({
      username: patternKey(1),
      password: patternKey(5),
      email: patternKey(3),
      confirmPassword: CONFIRM_KEY,
    });
  });

  it('names the bounds with the pattern error, and asks for required fields', () => {
    const schema = registerSchema({ username: rule() });
    const result = schema.safeParse({ username: 'ab' });
    expect(result.error?.issues[0]).toMatchObject({ message: patternKey(1), params: { min: 6, max: 16 } });
    expect(issues(schema.safeParse({}))).toEqual({ username: REQUIRED_KEY });
    expect(issues(schema.safeParse({ username: '   ' }))).toEqual({ username: REQUIRED_KEY });
  });

  it('takes an e-mail address only if the reset by e-mail and the login verification take it, whatever the site pattern', () => {
    const schema = registerSchema({ email: rule({ acceptedPattern: '*', patternId: 3, minLength: 1, maxLength: 128 }) });
    const addresses = [
      'player@example.com',
      ' A.b+c@Example.co ',
      'josé@example.com',
      'a!b@example.com',
      'ab@c.d',
      'a..b@example.com',
      'a b@example.com',
      'x\u0001@example.com',
    ];
    for (const email of addresses) {
      const byReset = forgotByEmailRequestSchema.safeParse({ username: 'player01', email }).success;
      expect(byReset, email).toBe(emailSchema.safeParse(email).success);
      expect(loginVerificationRequestSchema.safeParse({ username: 'player01', password: 'x', method: 'E', email }).success, email).toBe(byReset);
      expect(schema.safeParse({ email }).success, email).toBe(byReset);
    }
  });

  it('makes a field required when the sign-up method needs it', () => {
    const rules = { mobileNum: rule({ required: false, acceptedPattern: '^[0-9]+$', patternId: 6, minLength: 8, maxLength: 15 }) };
    expect(registerSchema(rules).safeParse({}).success).toBe(true);
    expect(issues(registerSchema(rules, { alsoRequired: ['mobileNum'] }).safeParse({}))).toEqual({ mobileNum: REQUIRED_KEY });
  });

  it('has a message for every key it can give, in every shipped language', () => {
    const keys = [REQUIRED_KEY, CONFIRM_KEY, ...Array.from({ length: 20 }, (_, id) => patternKey(id))];
    for (const catalogue of [es, en] as Record<string, string>[]) expect(keys.filter((k) => !catalogue[k])).toEqual([]);
  });
});
