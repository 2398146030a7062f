import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WITHDRAWAL_SETTING, withdrawalPageSchema } from '../../../contract/withdrawals.ts';
import { paymentConfirmationListSchema, paymentConfirmationSchema, PROOF_MAX_BYTES } from '../../../contract/withdrawal-confirmation.ts';
import en from '../../../locales/en/errors.json' with { type: 'json' };
import es from '../../../locales/es/errors.json' with { type: 'json' };
import { withdrawalConfirmations, withdrawalProofs } from '../../db/schema/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { setSetting } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { paidWithdrawalOf, requestWithdrawalOf, sessionFor, withdrawingMember, type WithdrawingMember } from '../../testing/withdrawal-fixtures.ts';

const MINUTE = 60_000;
const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: '#c02020' } })
    .png()
    .toBuffer();
const b64 = (bytes: Buffer) => bytes.toString('base64');

describe.each(TEST_DATABASES)('withdrawal confirmation on %s', (kind) => {
  let t: TestPlatform;
  // The platform's clock, moved by hand: the deadline is checked to the millisecond.
  let clock = Date.now();

  const call = async (res: Response | Promise<Response>) => {
    const answer = await res;
    return { status: answer.status, body: (await answer.json()) as { success: boolean; value?: unknown; errorCode?: string; message?: string } };
  };
  const headers = (m: WithdrawingMember, lang = 'EN') => ({ Authorization: m.token, Language: lang, 'Content-Type': 'application/json' });
  const answer = (m: WithdrawingMember, body: Record<string, unknown> | string, lang = 'EN') =>
    call(
      t.request('/wps/relay/MCSFE_processC2CTransaction?timeZone=America/Mexico_City', {
        method: 'POST',
        headers: headers(m, lang),
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
  const list = async (m: WithdrawingMember, query = '') =>
    paymentConfirmationListSchema.parse((await call(t.request(`/wps/relay/MCSFE_getPaymentConfirmationList${query}`, { headers: headers(m) }))).body.value);
  const history = async (m: WithdrawingMember) =>
    withdrawalPageSchema.parse((await call(t.request('/wps/relay/MCSFE_getWithdrawList', { headers: headers(m) }))).body.value);
  const balanceOf = async (m: WithdrawingMember) => (await walletBalance(t.platform, m.id))!.balance;
  const stateOf = async (m: WithdrawingMember, id: string) => (await list(m)).list.find((w) => w.id === id)?.confirmation;

  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
    await setSetting(t, 'withdrawal', { ...DEFAULT_WITHDRAWAL_SETTING, dailyCount: 50, fee: '5.00' });
  });
  afterAll(() => t.close());

  it('lists a paid withdrawal with its deadline, and takes "received" once, moving no money', async () => {
    const m = await withdrawingMember(t);
    const pending = await requestWithdrawalOf(t, m, '200.00');
    expect((await answer(m, { id: pending, answer: 'received' })).body.errorCode).toBe('withdrawal.not.paid');
    expect((await list(m)).list).toEqual([]);

    const paidAt = new Date(clock);
    const id = await paidWithdrawalOf(t, m, '250.00');
    const [item] = (await list(m, '?timeZone=America/Mexico_City&awaiting=true')).list;
    const deadline = new Date(paidAt.getTime() + 30 * MINUTE).toLocaleString('sv-SE', { timeZone: 'America/Mexico_City' });
    expect(item).toEqual({
      id,
      amount: '250.00',
      fee: '5.00',
      payout: '245.00',
      bankName: 'BBVA Bancomer',
      clabeMasked: expect.stringMatching(/^•••• \d{4}$/),
      paidAt: paidAt.toLocaleString('sv-SE', { timeZone: 'America/Mexico_City' }),
      deadline,
      confirmation: { state: 'awaiting', deadline },
    });
    const before = await balanceOf(m);

    const received = await answer(m, { id, answer: 'received' });
    expect(received.status).toBe(200);
    expect(paymentConfirmationSchema.parse(received.body.value).confirmation).toMatchObject({ state: 'received' });
    expect((await answer(m, { id, answer: 'not_received', proofs: [b64(await png())] })).body.errorCode).toBe('withdrawal.confirm.answered');
    expect(await balanceOf(m)).toBe(before);
    expect((await list(m, '?awaiting=true')).list).toEqual([]);
    expect((await history(m)).list.find((w) => w.id === id)).toMatchObject({ status: 'paid', payout: '245.00', confirmation: { state: 'received' } });

    const stranger = await withdrawingMember(t);
    expect((await answer(stranger, { id: pending, answer: 'received' })).body.errorCode).toBe('withdrawal.not.found');
  });

  it('takes "partly received" with the amount, shows what remains, and opens a dispute', async () => {
    const m = await withdrawingMember(t);
    const id = await paidWithdrawalOf(t, m, '300.00');
    // More than nothing, less than the payout of 295.00.
    for (const received of ['0', '295.00', '400']) {
      const refused = await answer(m, { id, answer: 'partly', received });
      expect(refused.status, received).toBe(422);
    }
    expect((await answer(m, { id, answer: 'partly', received: '295.00' })).body.errorCode).toBe('withdrawal.confirm.amount');
    const partly = await answer(m, { id, answer: 'partly', received: '120.50' });
    expect(paymentConfirmationSchema.parse(partly.body.value).confirmation).toEqual({
      state: 'partly',
      answeredAt: expect.any(String),
      received: '120.50',
      remaining: '174.50',
      dispute: { status: 'open' },
    });
    const [stored] = await t.platform.db
      .select()
      .from(withdrawalConfirmations)
      .where(eq(withdrawalConfirmations.withdrawalId, Number(id)));
    expect(stored).toMatchObject({ answer: 'partly', received: 12_050n, dispute: 'open' });
  });

  it('takes "not received" with proofs written again by the platform and a comment of 140 characters', async () => {
    const m = await withdrawingMember(t);
    const id = await paidWithdrawalOf(t, m, '150.00');
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2040c0' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'where-the-phone-was' } } })
      .toBuffer();
    expect(photo.includes('where-the-phone-was')).toBe(true);
    const comment = 'ñ'.repeat(140);
    const sent = await answer(m, { id, answer: 'not_received', proofs: [b64(await png()), b64(photo)], comment });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(paymentConfirmationSchema.parse(sent.body.value).confirmation).toEqual({
      state: 'not_received',
      answeredAt: expect.any(String),
      remaining: '145.00',
      comment,
      proofs: 2,
      dispute: { status: 'open' },
    });
    const stored = await t.platform.db
      .select()
      .from(withdrawalProofs)
      .where(eq(withdrawalProofs.withdrawalId, Number(id)))
      .orderBy(withdrawalProofs.id);
    expect(stored.map((proof) => proof.contentType)).toEqual(['image/png', 'image/jpeg']);
    expect(stored[1]!.image.includes('where-the-phone-was')).toBe(false);
    expect((await sharp(stored[1]!.image).metadata()).format).toBe('jpeg');
  });

  it('refuses bad proofs and comments with their own translated messages, and keeps nothing of them', async () => {
    const m = await withdrawingMember(t);
    const id = await paidWithdrawalOf(t, m, '150.00');
    const image = b64(await png());
    const truncated = b64((await png(400, 400)).subarray(0, 200));
    const huge = b64(Buffer.concat([(await png()).subarray(0, 8), Buffer.alloc(PROOF_MAX_BYTES - 7)]));
    const cases: [Record<string, unknown> | string, number, string][] = [
      [{ id, answer: 'not_received', proofs: [b64(Buffer.from('GIF89a not an image'))] }, 422, 'withdrawal.proof.invalid'],
      [{ id, answer: 'not_received', proofs: [truncated] }, 422, 'withdrawal.proof.invalid'],
      [{ id, answer: 'not_received', proofs: [huge] }, 422, 'withdrawal.proof.size'],
      [{ id, answer: 'not_received', proofs: [image, image, image, image] }, 422, 'withdrawal.proof.count'],
      [{ id, answer: 'not_received', proofs: [] }, 422, 'withdrawal.proof.count'],
      [{ id, answer: 'not_received', proofs: [image], comment: 'x'.repeat(141) }, 422, 'withdrawal.comment.length'],
      [JSON.stringify({ id, answer: 'not_received', proofs: [image], comment: 'no\u0000pe' }), 422, 'request_param_err'],
    ];
    for (const [body, status, code] of cases) {
      for (const [lang, catalogue] of [
        ['ES', es],
        ['EN', en],
      ] as const) {
        const refused = await answer(m, body, lang);
        expect({ status: refused.status, code: refused.body.errorCode }, code).toEqual({ status, code });
        expect(refused.body.message).toBe((catalogue as Record<string, string>)[`errors.${code}`]);
      }
    }
    // Three proofs of the full size fit in one body; these three are not images past their first bytes.
    const full = b64(Buffer.concat([(await png()).subarray(0, 8), Buffer.alloc(PROOF_MAX_BYTES - 8)]));
    expect((await answer(m, { id, answer: 'not_received', proofs: [full, full, full] })).body.errorCode).toBe('withdrawal.proof.invalid');
    const nul = await answer(m, JSON.stringify({ id, answer: 'not_received', proofs: [image], comment: 'no\u0000pe' }));
    expect(nul.body.value).toEqual({ fields: { comment: ['control_character'] } });
    expect(await stateOf(m, id)).toMatchObject({ state: 'awaiting' });
    expect(await t.platform.db.$count(withdrawalProofs, eq(withdrawalProofs.withdrawalId, Number(id)))).toBe(0);
  });

  it('counts an unanswered withdrawal as received from its deadline on, and refuses an answer after it', async () => {
    await setSetting(t, 'withdrawal', { ...DEFAULT_WITHDRAWAL_SETTING, dailyCount: 50, fee: '5.00', confirmMinutes: 10 });
    const m = await withdrawingMember(t);
    const paidAt = clock;
    const [early, onTime] = [await paidWithdrawalOf(t, m, '100.00'), await paidWithdrawalOf(t, m, '110.00')];
    // A change of the rule moves no deadline already given.
    await setSetting(t, 'withdrawal', { ...DEFAULT_WITHDRAWAL_SETTING, dailyCount: 50, fee: '5.00', confirmMinutes: 60 });

    clock = paidAt + 10 * MINUTE - 1;
    m.token = await sessionFor(t, m.id);
    expect((await answer(m, { id: early, answer: 'partly', received: '50.00' })).status).toBe(200);
    clock = paidAt + 10 * MINUTE;
    m.token = await sessionFor(t, m.id);
    expect(await stateOf(m, onTime)).toEqual({ state: 'forced', deadline: expect.any(String) });
    const late = await answer(m, { id: onTime, answer: 'not_received', proofs: [b64(await png())] }, 'ES');
    expect(late.body).toMatchObject({ errorCode: 'withdrawal.confirm.expired', message: es['errors.withdrawal.confirm.expired'] });
    expect((await list(m, '?awaiting=true')).list).toEqual([]);
    expect((await history(m)).list.find((w) => w.id === onTime)?.confirmation).toMatchObject({ state: 'forced' });
    await setSetting(t, 'withdrawal', { ...DEFAULT_WITHDRAWAL_SETTING, dailyCount: 50, fee: '5.00' });
  });

  it('keeps one answer when two race', async () => {
    const m = await withdrawingMember(t);
    const id = await paidWithdrawalOf(t, m, '120.00');
    const answers = await Promise.all([answer(m, { id, answer: 'received' }), answer(m, { id, answer: 'partly', received: '10.00' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errorCode).toBe('withdrawal.confirm.answered');
    expect(await t.platform.db.$count(withdrawalConfirmations, eq(withdrawalConfirmations.withdrawalId, Number(id)))).toBe(1);
  });
});
