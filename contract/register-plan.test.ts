import { describe, expect, it } from 'vitest';
import { SEED_REGISTER_RULES } from '../platform/db/seed/site.ts';
import { mobilePasswordAsked, registerPlan } from './register-plan.ts';
import type { RegisterRules } from './system.ts';

describe('the register plan shared by the form and the platform', () => {
  it('asks the username method for the enabled fields, the username and the password', () => {
    const plan = registerPlan('username', SEED_REGISTER_RULES, { smsVerification: false });
    expect(Object.keys(plan.rules).sort()).toEqual(['affiliateCode', 'email', 'mobileNum', 'password', 'username']);
    expect(plan.alsoRequired).toEqual(['username', 'password']);
    expect(plan).toMatchObject({ smsCode: false, captcha: false });
  });

  it('makes the mobile number the account name of the mobile method', () => {
    const plan = registerPlan('mobile', SEED_REGISTER_RULES, { smsVerification: true });
    expect(plan.rules.username).toBeUndefined();
    expect(plan.alsoRequired).toEqual(['mobileNum', 'password']);
    expect(plan.smsCode).toBe(true);
  });

  it('drops the password of the mobile method when the site asks for none, and proves the number by SMS instead', () => {
    const plan = registerPlan('mobile', SEED_REGISTER_RULES, { smsVerification: false, mobilePassword: false });
    expect(plan.rules.password).toBeUndefined();
    expect(plan.alsoRequired).toEqual(['mobileNum']);
    expect(plan.smsCode).toBe(true);
    // The username method always keeps its password.
    const byName = registerPlan('username', SEED_REGISTER_RULES, { smsVerification: false, mobilePassword: false });
    expect(byName.rules.password).toBeDefined();
    expect(byName.alsoRequired).toEqual(['username', 'password']);
  });

  it('asks mobile sign-ups for a password unless MOBILENUMPASSREG3 is off while SMS login is on', () => {
    expect(mobilePasswordAsked({ MOBILENUMPASSREG3: true, MOBILEVERCODELOGIN3: true })).toBe(true);
    expect(mobilePasswordAsked({ MOBILENUMPASSREG3: false, MOBILEVERCODELOGIN3: true })).toBe(false);
    // Without SMS login an account with no password could never log in.
    expect(mobilePasswordAsked({ MOBILENUMPASSREG3: false, MOBILEVERCODELOGIN3: false })).toBe(true);
    expect(mobilePasswordAsked({})).toBe(true);
  });

  it('proves the mobile of a username sign-up only where the site asks for the mobile', () => {
    expect(registerPlan('username', SEED_REGISTER_RULES, { smsVerification: true })).toMatchObject({
      smsCode: true,
      alsoRequired: ['username', 'password', 'mobileNum'],
    });
    const noMobile: RegisterRules = { ...SEED_REGISTER_RULES, mobileNum: { ...SEED_REGISTER_RULES.mobileNum, enabled: false } };
    expect(registerPlan('username', noMobile, { smsVerification: true })).toMatchObject({
      smsCode: false,
      alsoRequired: ['username', 'password'],
    });
  });

  it('requires an enabled payment password and an enabled, required captcha only', () => {
    const rules: RegisterRules = {
      ...SEED_REGISTER_RULES,
      paymentPassword: { ...SEED_REGISTER_RULES.paymentPassword, enabled: true, required: false },
      captcha: { ...SEED_REGISTER_RULES.captcha, enabled: true, required: false },
    };
    const plan = registerPlan('username', rules, { smsVerification: false });
    expect(plan.alsoRequired).toContain('paymentPassword');
    expect(plan).toMatchObject({ captcha: false });
    expect(plan.rules.captcha).toBeUndefined();
    const withCaptcha = registerPlan('username', { ...rules, captcha: { ...rules.captcha!, required: true } }, { smsVerification: false });
    expect(withCaptcha.captcha).toBe(true);
  });

  it('falls back to a rule of its own for a needed field the site sends none for', () => {
    const plan = registerPlan('username', {}, { smsVerification: false });
    expect(plan.rules.username?.patternId).toBe(1);
    expect(plan.rules.password?.minLength).toBe(6);
  });
});
