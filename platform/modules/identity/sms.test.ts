import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMS_CODE_MINUTES, SMS_THROTTLE_MS } from '../../../contract/accounts.ts';
import type { Platform } from '../../context.ts';
import { outbox } from '../../db/schema/index.ts';
import { createMemoryKv } from '../../core/kv.ts';
import { randomIp, randomMobile } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { checkSmsCode, SMS_LIMITS, SMS_MAX_ATTEMPTS, sendSmsCode, silentSmsSender, type SmsTarget } from './sms.ts';

describe.each(TEST_DATABASES)('SMS codes on %s', (kind) => {
  let t: TestPlatform;
  // Early in a UTC day, so the daily quota's window does not roll over mid-test.
  let clock = Date.UTC(2026, 0, 15, 1, 0, 0);
  let p: Platform;
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  // The store follows the test clock too, so the one-second throttle can be waited out.
  beforeEach(() => {
    p = { ...t.platform, kv: createMemoryKv(() => clock) };
  });
  afterAll(() => t.close());

  const target = (purpose: SmsTarget['purpose'] = 'login'): SmsTarget => ({ purpose, countryDialingCode: '52', mobileNum: randomMobile() });
  const caller = { ip: '192.0.2.10', lang: 'EN' };
  const sent = (phone: string) => t.platform.db.select().from(outbox).where(eq(outbox.recipient, phone));
  const codeOf = async (phone: string) => /\b(\d{6})\b/.exec((await sent(phone)).at(-1)!.body)![1]!;
  const refusal = async (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { code?: string }) => error.code ?? String(error),
    );

  it('writes the code to the outbox in the caller language and answers its lifetime', async () => {
    const to = target();
    expect(await sendSmsCode(p, to, caller)).toEqual({ expiredMinutes: SMS_CODE_MINUTES });
    const [message] = await sent(`+52${to.mobileNum}`);
    expect(message).toMatchObject({ channel: 'sms', purpose: 'sms.login' });
    expect(message!.body).toMatch(/^BetPlay: your verification code is \d{6}\. It expires in 5 minutes/);

    const spanish = target('register');
    await sendSmsCode(p, spanish, { ...caller, lang: 'ES' });
    expect((await sent(`+52${spanish.mobileNum}`))[0]!.body).toMatch(/tu código de verificación es \d{6}/);
  });

  it('sends nothing through the silent sender, with the same answer', async () => {
    const to = target();
    expect(await sendSmsCode(p, to, caller, silentSmsSender)).toEqual({ expiredMinutes: SMS_CODE_MINUTES });
    expect(await sent(`+52${to.mobileNum}`)).toEqual([]);
  });

  it('answers a code once, for its own purpose and number only', async () => {
    const to = target();
    await sendSmsCode(p, to, caller);
    const code = await codeOf(`+52${to.mobileNum}`);
    expect(await refusal(checkSmsCode(p, { ...to, purpose: 'register' }, code))).toBe('sms.code.invalid');
    expect(await refusal(checkSmsCode(p, { ...to, countryDialingCode: '1' }, code))).toBe('sms.code.invalid');
    expect(await refusal(checkSmsCode(p, to, ''))).toBe('sms.code.invalid');
    expect(await refusal(checkSmsCode(p, to, ` ${code} `))).toBeNull();
    expect(await refusal(checkSmsCode(p, to, code))).toBe('sms.code.invalid');
  });

  it('lets a code expire after its minutes', async () => {
    const to = target();
    await sendSmsCode(p, to, caller);
    const code = await codeOf(`+52${to.mobileNum}`);
    clock += SMS_CODE_MINUTES * 60_000 + 1;
    expect(await refusal(checkSmsCode(p, to, code))).toBe('sms.code.expired');
  });

  it('kills a code after too many wrong guesses', async () => {
    const to = target();
    await sendSmsCode(p, to, caller);
    const code = await codeOf(`+52${to.mobileNum}`);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let n = 0; n < SMS_MAX_ATTEMPTS; n++) expect(await refusal(checkSmsCode(p, to, wrong))).toBe('sms.code.invalid');
    expect(await refusal(checkSmsCode(p, to, code))).toBe('sms.code.invalid');

    // Fewer wrong guesses leave the code usable.
    const other = target();
    await sendSmsCode(p, other, caller);
    const right = await codeOf(`+52${other.mobileNum}`);
    for (let n = 0; n < SMS_MAX_ATTEMPTS - 1; n++) await refusal(checkSmsCode(p, other, right === '000000' ? '111111' : '000000'));
    expect(await refusal(checkSmsCode(p, other, right))).toBeNull();
  });

  it('throttles a number to one code a second and five per five minutes', async () => {
    const to = target();
    await sendSmsCode(p, to, caller);
    expect(await refusal(sendSmsCode(p, to, caller))).toBe('TOO_MANY_REQUESTS');
    // Another number is not held back.
    expect(await refusal(sendSmsCode(p, target(), caller))).toBeNull();
    for (let n = 1; n < SMS_LIMITS.number.limit; n++) {
      clock += SMS_THROTTLE_MS;
      expect(await refusal(sendSmsCode(p, to, { ...caller, ip: randomIp() }))).toBeNull();
    }
    clock += SMS_THROTTLE_MS;
    expect(await refusal(sendSmsCode(p, to, { ...caller, ip: randomIp() }))).toBe('TOO_MANY_REQUESTS');
    expect(await sent(`+52${to.mobileNum}`)).toHaveLength(SMS_LIMITS.number.limit);
    clock += SMS_LIMITS.number.windowMs;
    expect(await refusal(sendSmsCode(p, to, caller))).toBeNull();
  });

  it('limits one address across numbers', async () => {
    const ip = randomIp();
    for (let n = 0; n < SMS_LIMITS.ip.limit; n++) expect(await refusal(sendSmsCode(p, target(), { ...caller, ip }))).toBeNull();
    expect(await refusal(sendSmsCode(p, target(), { ...caller, ip }))).toBe('TOO_MANY_REQUESTS');
  });

  it('stops at the daily quota of a number', async () => {
    const to = target();
    let sentToday = 0;
    while (sentToday < SMS_LIMITS.daily.limit) {
      expect(await refusal(sendSmsCode(p, to, { ...caller, ip: randomIp() }))).toBeNull();
      sentToday++;
      clock += sentToday % SMS_LIMITS.number.limit === 0 ? SMS_LIMITS.number.windowMs : SMS_THROTTLE_MS;
    }
    expect(await refusal(sendSmsCode(p, to, { ...caller, ip: randomIp() }))).toBe('sms.quota.exceeded');
  });
});
