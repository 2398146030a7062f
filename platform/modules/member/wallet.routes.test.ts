import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencySymbol } from '../../../contract/money-format.ts';
import { balanceSchema } from '../../../contract/wallet.ts';
import { members } from '../../db/schema/index.ts';
import { SEED_AGENT, SEED_CURRENCY, SEED_PLAYER } from '../../db/seed/identities.ts';
import { ensureWallet, houseAccount, transfer } from '../ledger/index.ts';
import { issueSession } from '../identity/index.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';

const BALANCE = '/wps/v2/wallets/balance';

describe.each(TEST_DATABASES)('GET /wps/v2/wallets/balance on %s', (kind) => {
  let t: TestPlatform;
  const memberIdOf = async (account: string) => (await t.platform.db.select({ id: members.id }).from(members).where(eq(members.account, account)))[0]!.id;
  const tokenOf = async (account: string) =>
    (await issueSession(t.platform, { memberId: await memberIdOf(account), loginType: 'username', ip: '203.0.113.10' })).token;
  const balanceWith = async (token: string) => {
    const res = await t.request(BALANCE, { headers: { Authorization: token } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; value: unknown };
    expect(body.success).toBe(true);
    return balanceSchema.parse(body.value);
  };

  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it.each([
    ['no token', {}],
    ['an unknown token', { Authorization: 'x'.repeat(43) }],
    ['a malformed token', { Authorization: 'Bearer not a token' }],
  ])('answers 401 login.not.session with %s', async (_, headers) => {
    const res = await t.request(BALANCE, { headers });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
  });

  it('shows the seeded main wallet in the contract shape', async () => {
    expect(await balanceWith(await tokenOf(SEED_PLAYER.account))).toEqual({
      sumBalance: '10000.00',
      currency: SEED_CURRENCY.code,
      currencySymbol: '$',
      balance: [{ accountTypeId: 2, availBalance: '10000.00' }],
    });
    expect((await balanceWith(await tokenOf(SEED_AGENT.account))).sumBalance).toBe('50000.00');
    expect((await balanceWith(await tokenOf('newbie01'))).balance).toEqual([{ accountTypeId: 2, availBalance: '0.00' }]);
  });

  it('follows the ledger to the cent', async () => {
    const token = await tokenOf('player03');
    const memberId = await memberIdOf('player03');
    const wallet = await ensureWallet(t.platform, memberId, SEED_CURRENCY.code);
    const games = await houseAccount(t.platform, 'house:games', SEED_CURRENCY.code);
    await transfer(t.platform, { kind: 'game.bet', memberId, idempotencyKey: 'route-bet', from: wallet, to: games, amount: 7_551n });
    expect(await balanceWith(token)).toMatchObject({ sumBalance: '9924.49', balance: [{ accountTypeId: 2, availBalance: '9924.49' }] });
  });

  const walletlessToken = async (account: string, currency: string) => {
    const [row] = await t.platform.db
      .insert(members)
      .values({ account, nickname: 'Walletless', passwordHash: 'unused', currency })
      .returning({ id: members.id });
    return (await issueSession(t.platform, { memberId: row!.id, loginType: 'username', ip: '203.0.113.10' })).token;
  };

  it('shows zero for a member whose wallet was never opened', async () => {
    const token = await walletlessToken('walletless01', 'EUR');
    expect(await balanceWith(token)).toEqual({
      sumBalance: '0.00',
      currency: 'EUR',
      currencySymbol: '€',
      balance: [{ accountTypeId: 2, availBalance: '0.00' }],
    });
  });

  it("gives the symbol the market's locale writes, the same as member info", async () => {
    // Peru writes S/ for its sol; Mexico, the seeded market, writes the code.
    const token = await walletlessToken('walletless02', 'PEN');
    expect((await balanceWith(token)).currencySymbol).toBe(currencySymbol('PEN', SEED_CURRENCY.locales.ES));
    expect((await balanceWith(token)).currencySymbol).toBe('PEN');
    const info = await t.request('/wps/member/info', { headers: { Authorization: token } });
    expect((await info.json()).value.currencySymbol).toBe('PEN');
    expect((await balanceWith(await walletlessToken('walletless03', 'XAU'))).currencySymbol).toBe('XAU');
  });
});
