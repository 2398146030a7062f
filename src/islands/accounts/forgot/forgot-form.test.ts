import { describe, expect, it } from 'vitest';
import { CONFIRM_KEY, patternKey, REQUIRED_KEY } from '../../../../contract/register-rules.ts';
import { SEED_REGISTER_RULES } from '../../../../platform/db/seed/site.ts';
import { ApiError, NetworkError } from '../../../api-client/errors.ts';
import {
  checkEmailReset,
  checkPhoneReset,
  EMAIL_INVALID_KEY,
  emailResetRequest,
  forgotMethodsOf,
  MOBILE_INVALID_KEY,
  phoneResetRequest,
  placeFailure,
  placePhoneFailure,
  serviceContactOf,
} from './forgot-form.ts';

const PHONE = {
  countryDialingCode: '52',
  mobileNum: '5510000001',
  verificationCode: '123456',
  newPassword: 'abc123',
  confirmNewPassword: 'abc123',
};

describe('forgot password methods', () => {
  it('starts on the phone when CHNGPASSVERIF3 is on, else on the e-mail', () => {
    expect(forgotMethodsOf({ CHNGPASSVERIF3: true, PWRESETSMS3: true })).toEqual({ methods: ['email', 'mobile'], first: 'mobile' });
    expect(forgotMethodsOf({ CHNGPASSVERIF3: false, PWRESETSMS3: true })).toEqual({ methods: ['email', 'mobile'], first: 'email' });
    expect(forgotMethodsOf({})).toEqual({ methods: ['email'], first: 'email' });
  });
});

describe('forgot by e-mail', () => {
  it('needs a username and a valid e-mail address', () => {
    expect(checkEmailReset({ username: '', email: '' })).toEqual({ username: REQUIRED_KEY, email: REQUIRED_KEY });
    expect(checkEmailReset({ username: 'player01', email: 'player01@' })).toEqual({ email: EMAIL_INVALID_KEY });
    expect(checkEmailReset({ username: ' player01 ', email: ' player01@betplay.example ' })).toEqual({});
    expect(emailResetRequest({ username: ' player01 ', email: ' player01@betplay.example ' })).toEqual({
      username: 'player01',
      email: 'player01@betplay.example',
    });
  });

  it('shows an unknown pair on the whole form', () => {
    expect(placeFailure(new ApiError('password.reset.not.found', 404), ['username', 'email'])).toEqual({
      fields: {},
      form: 'errors.password.reset.not.found',
    });
    expect(placeFailure(new NetworkError('offline'), ['username', 'email'])).toEqual({ fields: {}, form: 'errors.network' });
  });
});

describe('forgot by phone', () => {
  const rule = SEED_REGISTER_RULES.password;

  it('passes a complete form and builds its request', () => {
    expect(checkPhoneReset(PHONE, rule)).toEqual({});
    expect(phoneResetRequest({ ...PHONE, verificationCode: ' 123456 ' })).toEqual({ ...PHONE, verificationCode: '123456' });
  });

  it('checks the number, the code, the password rule and the confirmation', () => {
    expect(checkPhoneReset({ countryDialingCode: '52', mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: 'x' }, rule)).toEqual({
      mobileNum: REQUIRED_KEY,
      verificationCode: REQUIRED_KEY,
      newPassword: REQUIRED_KEY,
      confirmNewPassword: CONFIRM_KEY,
    });
    expect(checkPhoneReset({ ...PHONE, mobileNum: '55-ab' }, rule)).toEqual({ mobileNum: MOBILE_INVALID_KEY });
    expect(checkPhoneReset({ ...PHONE, newPassword: 'abcdef', confirmNewPassword: 'abcdef' }, rule)).toEqual({
      newPassword: patternKey(5),
    });
    // Without a site rule, any new password will do here; the platform has the last word.
    expect(checkPhoneReset({ ...PHONE, newPassword: 'x', confirmNewPassword: 'x' }, null)).toEqual({});
  });

  it('puts code and password refusals on their fields', () => {
    expect(placePhoneFailure(new ApiError('sms.code.expired', 400))).toEqual({
      fields: { verificationCode: 'errors.sms.code.expired' },
      form: null,
    });
    expect(placePhoneFailure(new ApiError('request_param_err', 422, { fields: { newPassword: [patternKey(5)] } }))).toEqual({
      fields: { newPassword: patternKey(5) },
      form: null,
    });
    expect(placePhoneFailure(new ApiError('TOO_MANY_REQUESTS', 429))).toEqual({ fields: {}, form: 'errors.TOO_MANY_REQUESTS' });
  });
});

describe('customer-service contact', () => {
  it('prefers the live chat', () => {
    const contacts = [
      { csType: 'WHATSAPP' as const, url: 'https://wa.example/w', title: 'WhatsApp' },
      { csType: 'LIVECHAT' as const, url: 'https://chat.example/l', title: 'Live chat' },
    ];
    expect(serviceContactOf(contacts)?.url).toBe('https://chat.example/l');
    expect(serviceContactOf(contacts.slice(0, 1))?.url).toBe('https://wa.example/w');
    expect(serviceContactOf([])).toBeNull();
  });
});
