import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginVerifyRequiredSchema } from '../../../contract/accounts.ts';
import { loginResultSchema } from '../../../contract/session.ts';
import { memberKnownIps, members, sessions } from '../../db/schema/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { lastSmsCode, randomIp, randomMobile, setModule, solvedCaptcha, uniqueName } from '../../testing/session-fixtures.ts';
import { cookieOf, setUpStandIn, socialFlow } from '../../testing/social-fixtures.ts';
import { VERIFY_LIMIT } from './login-verification.ts';
import { resolveSession } from './sessions.ts';

describe.each(TEST_DATABASES)('a social sign-in from a new address on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
    await setUpStandIn(t);
    await setModule(t, 'LOGINIPVERF3', true);
  });
  afterAll(() => t.close());

  const { authorize, callback, signUp, ticketFor } = socialFlow(() => t);

  /**
   * A member signed up through the provider from `home`, its only known address, with its e-mail
   * on file since (the sign-up form keeps only what the site's rules ask for: here the username).
   */
  const linked = async () => {
    const email = `${uniqueName('sv')}@example.com`;
    const home = randomIp();
    const made = await signUp(await ticketFor(email), { username: uniqueName('sv') }, home);
    expect(made.status).toBe(200);
    const login = loginResultSchema.parse((await made.json()).value);
    await t.platform.db.update(members).set({ email }).where(eq(members.id, login.id));
    return { email, home, login };
  };
  /** The provider's redirect back to the site, from `ip`. */
  const signIn = async (email: string, ip: string) => {
    const flow = await authorize(email, ip);
    return callback(flow.location, flow.stateCookie, ip);
  };
  /** The verification cookie of a sign-in that must be verified. */
  const pending = async (email: string, ip: string) => {
    const back = await signIn(email, ip);
    expect([back.status, back.headers.get('location')]).toEqual([303, '/login?social=verify']);
    return cookieOf(back, 'social_verify')!;
  };
  const post = async (path: string, body: unknown, ip: string, cookies: (string | undefined)[] = []) => {
    const cookie = cookies.filter(Boolean).join('; ');
    const res = await t.request(path, {
      method: 'POST',
      ip,
      headers: { 'Content-Type': 'application/json', Language: 'EN', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const answer = async (ticket: string | undefined, body: Record<string, string>, ip: string, captcha = false) => {
    const solved = captcha ? await solvedCaptcha(t) : undefined;
    return post('/wps/social/verify', { ...body, ...(solved ? { captcha: solved.captcha } : {}) }, ip, [ticket, solved?.cookie]);
  };
  const sessionsOf = async (memberId: number) => (await t.platform.db.select().from(sessions).where(eq(sessions.memberId, memberId))).length;
  const knownIps = async (memberId: number) =>
    (await t.platform.db.select().from(memberKnownIps).where(eq(memberKnownIps.memberId, memberId))).map((row) => row.ip).sort();

  it('goes straight in from a known address, and asks from a new one before any session', async () => {
    const { email, home, login } = await linked();
    expect((await signIn(email, home)).headers.get('location')).toMatch(/^\/\?token=/);
    const away = randomIp();
    const ticket = await pending(email, away);
    expect(await sessionsOf(login.id)).toBe(1);
    const info = await t.request('/wps/social/verify', { ip: away, headers: { Cookie: ticket } });
    expect(loginVerifyRequiredSchema.parse((await info.json()).value)).toMatchObject({ methods: ['E'], maskedMobile: null });
    expect(await knownIps(login.id)).toEqual([home]);
  });

  it('refuses a wrong answer, logs in with the right one and learns the address', async () => {
    const { email, home, login } = await linked();
    const away = randomIp();
    const ticket = await pending(email, away);
    expect(await answer(ticket, { method: 'E', email: 'someone.else@example.com' }, away)).toMatchObject({
      status: 401,
      body: { errorCode: 'login.verification.invalid', value: { captcha: true } },
    });
    // As the password login's verification: after a failure, the captcha.
    expect((await answer(ticket, { method: 'E', email }, away)).body.errorCode).toBe('captcha.required');
    const right = await answer(ticket, { method: 'E', email: email.toUpperCase() }, away, true);
    expect(right.status).toBe(200);
    const session = loginResultSchema.parse(right.body.value);
    expect(session.id).toBe(login.id);
    expect(await resolveSession(t.platform, session.token)).toMatchObject({ memberId: login.id, loginType: 'social' });
    expect(await knownIps(login.id)).toEqual([home, away].sort());
    // Spent: the same ticket again opens nothing.
    expect(await answer(ticket, { method: 'E', email }, away, true)).toMatchObject({ status: 400, body: { errorCode: 'social.signin.failed' } });
    expect((await signIn(email, away)).headers.get('location')).toMatch(/^\/\?token=/);
  });

  it('refuses the ticket from another browser or another address', async () => {
    const { email, login } = await linked();
    const away = randomIp();
    const ticket = await pending(email, away);
    const refused = { status: 400, body: { errorCode: 'social.signin.failed' } };
    expect(await answer(undefined, { method: 'E', email }, away)).toMatchObject(refused);
    expect(await answer(`social_verify=${'x'.repeat(43)}`, { method: 'E', email }, away)).toMatchObject(refused);
    expect(await answer(ticket, { method: 'E', email }, randomIp())).toMatchObject(refused);
    expect((await t.request('/wps/social/verify', { ip: randomIp(), headers: { Cookie: ticket } })).status).toBe(400);
    // Another sign-in's ticket is its own: this browser's stays valid for its own address.
    expect((await answer(ticket, { method: 'E', email }, away)).status).toBe(200);
    expect(await sessionsOf(login.id)).toBe(2);
  });

  it('sends the SMS code of method S to the account mobile and takes it', async () => {
    const { email, login } = await linked();
    const mobileNum = randomMobile();
    await t.platform.db.update(members).set({ mobileNum, countryDialingCode: '52' }).where(eq(members.id, login.id));
    const away = randomIp();
    const ticket = await pending(email, away);
    const info = await t.request('/wps/social/verify', { ip: away, headers: { Cookie: ticket } });
    expect((await info.json()).value.methods).toEqual(['S', 'E']);
    expect((await post('/wps/social/verify/sms', {}, away)).body.errorCode).toBe('social.signin.failed');
    expect(await post('/wps/social/verify/sms', {}, away, [ticket])).toMatchObject({ status: 200, body: { value: { expiredMinutes: expect.any(Number) } } });
    const code = await lastSmsCode(t, `+52${mobileNum}`);
    expect((await answer(ticket, { method: 'S', verificationCode: code }, away)).status).toBe(200);
  });

  it('locks the verification after too many wrong answers, as the password login does', async () => {
    const { email } = await linked();
    const away = randomIp();
    const ticket = await pending(email, away);
    for (let n = 0; n < VERIFY_LIMIT.limit; n++) {
      expect((await answer(ticket, { method: 'E', email: `guess${n}@example.com` }, away, n > 0)).body.errorCode).toBe('login.verification.invalid');
    }
    expect(await answer(ticket, { method: 'E', email }, away, true)).toMatchObject({ status: 429, body: { errorCode: 'TOO_MANY_REQUESTS' } });
  });

  it('lets in an account with nothing on file to verify against, as the password login does', async () => {
    const email = `${uniqueName('sv')}@example.com`;
    expect((await signUp(await ticketFor(email), { username: uniqueName('sv') })).status).toBe(200);
    expect((await signIn(email, randomIp())).headers.get('location')).toMatch(/^\/\?token=/);
  });

  it('asks nothing of a new identity: its sign-up records its first address', async () => {
    const back = await signIn(`${uniqueName('sv')}@example.com`, randomIp());
    expect(back.headers.get('location')).toBe('/login?social=signup');
  });
});
