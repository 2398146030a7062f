import { describe, expect, it } from 'vitest';
import { CONFIRM_KEY, patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import type { RegisterRules } from '../../../../contract/system.ts';
import { SEED_REGISTER_RULES } from '../../../../platform/db/seed/site.ts';
import { boundsOf, checkField, checkValues, formPlan, methodsOf, requestOf, type RegisterFlags } from './register-form.ts';

const FLAGS: RegisterFlags = { username: true, mobile: true, smsVerification: false, mobilePassword: true, affiliateCheck: true };
const HUMAN = { challenge: 'c'.repeat(20), nonce: '7' };
const CONTEXT = {
  invitation: { affiliateCode: null, referralCode: null },
  registerUrl: 'https://betplay.example/register',
  domain: 'betplay.example',
  human: HUMAN,
};

describe('register form plan', () => {
  it('offers the methods the site switches on, username first', () => {
    expect(methodsOf(FLAGS)).toEqual(['username', 'mobile']);
    expect(methodsOf({ username: false, mobile: true })).toEqual(['mobile']);
    expect(methodsOf({ username: false, mobile: false })).toEqual([]);
  });

  it('shows the enabled fields of the seed site on the username tab, the optional captcha left out', () => {
    const plan = formPlan('username', SEED_REGISTER_RULES, FLAGS);
    expect(plan.fields).toEqual(['username', 'mobileNum', 'password', 'confirmPassword', 'email', 'affiliateCode']);
    expect(plan.alsoRequired).toEqual(['username', 'password']);
    expect(plan.smsCode).toBe(false);
  });

  it('drops the username on the mobile tab and requires the number', () => {
    const plan = formPlan('mobile', SEED_REGISTER_RULES, FLAGS);
    expect(plan.fields).toEqual(['mobileNum', 'password', 'confirmPassword', 'email', 'affiliateCode']);
    expect(checkValues({}, plan)).toMatchObject({ mobileNum: REQUIRED_KEY, password: REQUIRED_KEY });
    expect(checkValues({}, plan)).not.toHaveProperty('username');
  });

  it('asks a mobile sign-up for no password when the site says so, and sends none', () => {
    const plan = formPlan('mobile', SEED_REGISTER_RULES, { ...FLAGS, mobilePassword: false });
    expect(plan.fields).toEqual(['mobileNum', 'verificationCode', 'email', 'affiliateCode']);
    expect(checkValues({}, plan)).toEqual({ mobileNum: REQUIRED_KEY, verificationCode: REQUIRED_KEY });
    const values = { mobileNum: '3001234567', verificationCode: '123456', password: 'ignored1', countryDialingCode: '57' };
    expect(checkValues(values, plan)).toEqual({});
    const request = requestOf(values, plan, CONTEXT);
    expect(request).not.toHaveProperty('password');
    expect(request).not.toHaveProperty('confirmPassword');
    expect(request).toMatchObject({ username: '3001234567', mobileNum: '3001234567', verificationCode: '123456' });
  });

  it('asks for the SMS code with REGMOBVERF3, making the number required on the username tab too', () => {
    const flags = { ...FLAGS, smsVerification: true };
    const byName = formPlan('username', SEED_REGISTER_RULES, flags);
    expect(byName.fields).toEqual(['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'email', 'affiliateCode']);
    expect(checkValues({}, byName)).toMatchObject({ mobileNum: REQUIRED_KEY, verificationCode: REQUIRED_KEY });
    // No mobile field on the site: no number to prove on the username tab.
    const { mobileNum: _, ...noMobile } = SEED_REGISTER_RULES;
    expect(formPlan('username', noMobile, flags).fields).not.toContain('verificationCode');
    expect(formPlan('mobile', SEED_REGISTER_RULES, flags).fields.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
  });

  it('requires the payment password and a required captcha when the site enables them', () => {
    const rules: RegisterRules = {
      ...SEED_REGISTER_RULES,
      paymentPassword: { ...SEED_REGISTER_RULES.paymentPassword, enabled: true, required: false },
      captcha: { ...SEED_REGISTER_RULES.captcha, required: true },
    };
    const plan = formPlan('username', rules, FLAGS);
    expect(plan.fields).toContain('paymentPassword');
    expect(plan.fields.at(-1)).toBe('captcha');
    expect(checkValues({}, plan)).toMatchObject({ paymentPassword: REQUIRED_KEY, captcha: REQUIRED_KEY });
  });

  it('shows the invitation field after a link code was refused, even where the site has no rule', () => {
    const { affiliateCode: _, ...rules } = SEED_REGISTER_RULES;
    expect(formPlan('username', rules, FLAGS).fields).not.toContain('affiliateCode');
    const plan = formPlan('username', rules, FLAGS, true);
    expect(plan.fields).toContain('affiliateCode');
    expect(checkValues({ username: 'newbie01', password: 'abc123', confirmPassword: 'abc123' }, plan)).toEqual({});
  });

  it('falls back to the rules of the platform when the site sends none for a needed field', () => {
    const plan = formPlan('username', {}, FLAGS);
    expect(plan.fields).toEqual(['username', 'password', 'confirmPassword']);
    expect(checkValues({ username: 'x', password: 'y', confirmPassword: 'y' }, plan)).toEqual({
      username: 'register.pattern.1',
      password: 'register.pattern.0',
    });
    expect(checkValues({ username: 'newbie02', password: 'secret1', confirmPassword: 'secret1' }, plan)).toEqual({});
  });
});

describe('register form checks', () => {
  const plan = formPlan('username', SEED_REGISTER_RULES, FLAGS);
  const good = { username: 'newbie01', password: 'abc123', confirmPassword: 'abc123', email: '', mobileNum: '', affiliateCode: '' };

  it('gives each broken rule its own message key, with the rule bounds at hand', () => {
    expect(checkValues(good, plan)).toEqual({});
    const bad = { username: '1abc', password: 'abcdef', confirmPassword: 'abcdeg', email: 'nope', mobileNum: '12ab', affiliateCode: 'A!' };
    expect(checkValues(bad, plan)).toEqual({
      username: patternKey(1),
      password: patternKey(5),
      confirmPassword: CONFIRM_KEY,
      email: patternKey(3),
      mobileNum: patternKey(6),
      affiliateCode: patternKey(4),
    });
    expect(boundsOf(plan, 'username')).toEqual({ min: 6, max: 16 });
    expect(boundsOf(plan, 'password')).toEqual({ min: 6, max: 20 });
    expect(boundsOf(plan, 'confirmPassword')).toBeNull();
  });

  it('checks one field on its own, the confirmation against the password', () => {
    expect(checkField({ ...good, username: '' }, plan, 'username')).toBe(REQUIRED_KEY);
    expect(checkField({ ...good, username: '' }, plan, 'password')).toBeNull();
    expect(checkField({ ...good, confirmPassword: 'abc124' }, plan, 'confirmPassword')).toBe(CONFIRM_KEY);
  });
});

describe('register request', () => {
  it('sends the trimmed fields shown, the link codes, and what every sign-up carries', () => {
    const plan = formPlan('username', SEED_REGISTER_RULES, FLAGS);
    const request = requestOf(
      {
        username: ' newbie01 ',
        password: 'abc123',
        confirmPassword: 'abc123',
        email: '',
        mobileNum: '5512345678',
        countryDialingCode: '52',
        affiliateCode: 'AG01',
        qqNum: '123',
      },
      plan,
      { ...CONTEXT, invitation: { affiliateCode: 'ag02', referralCode: 'PLAYER01' } },
    );
    expect(request).toEqual({
      username: 'newbie01',
      password: 'abc123',
      confirmPassword: 'abc123',
      mobileNum: '5512345678',
      countryDialingCode: '52',
      // The shown field holds the code; the host's is only its first value.
      affiliateCode: 'AG01',
      referralCode: 'PLAYER01',
      registerUrl: CONTEXT.registerUrl,
      domain: 'betplay.example',
      registerMethod: 'WEB',
      login: true,
      agreeTerms: true,
      human: HUMAN,
    });
  });

  it('names the account by its number on mobile sign-up, and sends a host code where no field shows it', () => {
    const { affiliateCode: _, ...rules } = SEED_REGISTER_RULES;
    const plan = formPlan('mobile', rules, FLAGS);
    const request = requestOf({ mobileNum: '5512345678', countryDialingCode: '1', password: 'abc123', confirmPassword: 'abc123' }, plan, {
      ...CONTEXT,
      invitation: { affiliateCode: 'ag01', referralCode: null },
    });
    expect(request).toMatchObject({ username: '5512345678', mobileNum: '5512345678', countryDialingCode: '1', affiliateCode: 'ag01' });
    expect(request).not.toHaveProperty('referralCode');
  });
});
