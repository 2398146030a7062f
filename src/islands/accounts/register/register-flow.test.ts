import { describe, expect, it } from 'vitest';
import { patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import { SEED_REGISTER_RULES } from '../../../../platform/db/seed/site.ts';
import { ApiError, NetworkError } from '../../../api-client/errors.ts';
import { formPlan, type RegisterFlags } from './register-form.ts';
import {
  AGE_KEY,
  INVITATION_KEY,
  problemsOfFailure,
  runRegistration,
  TERMS_KEY,
  type RegisterCalls,
  type RegisterDraft,
  type RegisterEnv,
} from './register-flow.ts';

const FLAGS: RegisterFlags = { username: true, mobile: true, smsVerification: false, mobilePassword: true, affiliateCheck: true };
const RESULT = {
  id: 1,
  userName: 'newbie01',
  customerType: 0,
  firstTimeLogin: true,
  passwordExpired: false,
  passwordIsDefault: false,
  mustChangePassword: false,
};
const GOOD: RegisterDraft = {
  values: { username: 'newbie01', password: 'abc123', confirmPassword: 'abc123', affiliateCode: 'AG01' },
  terms: true,
  age: true,
};
const env = (over: Partial<RegisterEnv> = {}): RegisterEnv => ({
  plan: formPlan('username', SEED_REGISTER_RULES, FLAGS),
  invitation: { affiliateCode: null, referralCode: null },
  registerUrl: 'https://betplay.example/',
  domain: 'betplay.example',
  affiliateCheck: true,
  ...over,
});

/** Calls that record their order and fail where told to. */
const recorder = (fail: Partial<Record<'affiliate' | 'human' | 'register', unknown>> = {}, badCodes: string[] = []) => {
  const log: string[] = [];
  const calls: RegisterCalls = {
    async checkAffiliate(code) {
      log.push(`affiliate ${code}`);
      if (badCodes.includes(code)) throw new ApiError('invitation_code_error', 422);
      if (fail.affiliate) throw fail.affiliate;
    },
    async proveHuman() {
      log.push('human');
      if (fail.human) throw fail.human;
      return { challenge: 'c'.repeat(20), nonce: '1' };
    },
    async register(method, request) {
      log.push(`register ${method} ${request.username}`);
      if (fail.register) throw fail.register;
      return RESULT;
    },
    onStep: (step) => log.push(`step ${step}`),
  };
  return { log, calls };
};

describe('registration order', () => {
  it('goes terms, fields, invitation code, human check, register', async () => {
    const { log, calls } = recorder();
    const outcome = await runRegistration(GOOD, env({ invitation: { affiliateCode: null, referralCode: 'PLAYER01' } }), calls);
    expect(outcome).toMatchObject({ kind: 'registered', result: RESULT, request: { referralCode: 'PLAYER01', affiliateCode: 'AG01' } });
    expect(log).toEqual(['step affiliate', 'affiliate AG01', 'affiliate PLAYER01', 'step human', 'human', 'step register', 'register username newbie01']);
  });

  it('stops at unticked boxes before checking any field', async () => {
    const { log, calls } = recorder();
    const outcome = await runRegistration({ values: {}, terms: false, age: false }, env(), calls);
    expect(outcome).toMatchObject({ kind: 'refused', step: 'terms', agreement: { terms: TERMS_KEY, age: AGE_KEY }, fields: {} });
    expect(await runRegistration({ ...GOOD, age: false }, env(), calls)).toMatchObject({ step: 'terms', agreement: { age: AGE_KEY } });
    expect(log).toEqual([]);
  });

  it('stops at broken fields before any call', async () => {
    const { log, calls } = recorder();
    const outcome = await runRegistration({ ...GOOD, values: { username: 'ab', password: '' } }, env(), calls);
    expect(outcome).toMatchObject({ step: 'fields', fields: { username: patternKey(1), password: REQUIRED_KEY } });
    expect(log).toEqual([]);
  });

  it('stops at a refused typed code on its field, before the human check', async () => {
    const { log, calls } = recorder({}, ['AG01']);
    const outcome = await runRegistration(GOOD, env(), calls);
    expect(outcome).toEqual({ kind: 'refused', step: 'affiliate', agreement: {}, fields: { affiliateCode: INVITATION_KEY }, form: null });
    expect(log).not.toContain('human');
  });

  it('hands back a refused link code so the form can show it for correction', async () => {
    const { affiliateCode: _, ...rules } = SEED_REGISTER_RULES;
    const { calls } = recorder({}, ['ag09']);
    const outcome = await runRegistration(
      GOOD,
      env({ plan: formPlan('username', rules, FLAGS), invitation: { affiliateCode: 'ag09', referralCode: null } }),
      calls,
    );
    expect(outcome).toMatchObject({ step: 'affiliate', fields: { affiliateCode: INVITATION_KEY }, refusedLinkCode: 'ag09' });
  });

  it('skips the code check where the site has no such module', async () => {
    const { log, calls } = recorder({}, ['AG01']);
    expect(await runRegistration(GOOD, env({ affiliateCheck: false }), calls)).toMatchObject({ kind: 'registered' });
    expect(log.some((l) => l.startsWith('affiliate'))).toBe(false);
  });

  it('turns a failed human check into a form message, and never registers', async () => {
    const { log, calls } = recorder({ human: new NetworkError('offline') });
    expect(await runRegistration(GOOD, env(), calls)).toMatchObject({ step: 'human', form: 'errors.network' });
    expect(log.some((l) => l.startsWith('register'))).toBe(false);
  });

  it('puts the platform refusals on their fields', async () => {
    const { calls } = recorder({ register: new ApiError('member.account.exists', 409) });
    expect(await runRegistration(GOOD, env(), calls)).toMatchObject({
      step: 'register',
      fields: { username: 'errors.member.account.exists' },
      form: null,
    });
  });
});

describe('platform refusals on the form', () => {
  const byName = formPlan('username', SEED_REGISTER_RULES, FLAGS);
  const byMobile = formPlan('mobile', SEED_REGISTER_RULES, { ...FLAGS, smsVerification: true });

  it('maps field errors, with the account name landing on the number on mobile sign-up', () => {
    const error = new ApiError('request_param_err', 422, { fields: { username: [patternKey(6)], password: [REQUIRED_KEY] } });
    expect(problemsOfFailure(error, byName)).toEqual({ fields: { username: patternKey(6), password: REQUIRED_KEY }, form: null });
    expect(problemsOfFailure(error, byMobile)).toEqual({ fields: { mobileNum: patternKey(6), password: REQUIRED_KEY }, form: null });
  });

  it('keeps problems of fields not shown, and codes without a field, for the whole form', () => {
    expect(problemsOfFailure(new ApiError('request_param_err', 422, { fields: { idNumber: [REQUIRED_KEY] } }), byName)).toEqual({
      fields: {},
      form: REQUIRED_KEY,
    });
    expect(problemsOfFailure(new ApiError('sms.code.expired', 400), byMobile)).toEqual({
      fields: { verificationCode: 'errors.sms.code.expired' },
      form: null,
    });
    expect(problemsOfFailure(new ApiError('member.account.exists', 409), byMobile)).toEqual({
      fields: { mobileNum: 'errors.member.account.exists' },
      form: null,
    });
    expect(problemsOfFailure(new ApiError('human.verification.failed', 400), byName)).toEqual({
      fields: {},
      form: 'errors.human.verification.failed',
    });
    expect(problemsOfFailure(new ApiError('sms.code.invalid', 400), byName)).toEqual({ fields: {}, form: 'errors.sms.code.invalid' });
  });
});
