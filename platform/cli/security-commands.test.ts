import { clabe } from 'clabe-validator';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_PASSWORD_ATTEMPTS } from '../../contract/security.ts';
import { memberRecoveryCodes, members, withdrawalAccounts } from '../db/schema/index.ts';
import { checkTransactionPassword } from '../modules/identity/index.ts';
import { enableTotp, startTotpSetup, totpStatus } from '../modules/identity/totp.ts';
import { startOperatorApi, type OperatorApi } from '../operator/server.ts';
import { runCli as cli } from '../testing/cli.ts';
import { createMember, uniqueName } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';
import { setTransactionPasswordFor, TRANSACTION_PASSWORD } from '../testing/transaction-password-fixtures.ts';

const TOKEN = 'security-cli-test-token-0123456789abcdef0';

describe.each(TEST_DATABASES)('npm run platform -- transaction-password unlock on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  const codeOf = (secret: string) =>
    checkTransactionPassword(t.platform, memberId, secret).then(
      () => 'ok',
      (error: { code: string }) => error.code,
    );
  let memberId = 0;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    // A database URL nobody answers on: the command must go through the server.
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it('lifts a lock at once, and says when there was none', async () => {
    const member = await createMember(t, { account: uniqueName('lock'), password: 'Passw0rd!' });
    memberId = member.id;
    const none = await cli(['transaction-password', 'unlock', member.account.toUpperCase()], env);
    expect([none.code, none.stdout.trim()]).toEqual([0, `${member.account} has no transaction password; nothing to unlock.`]);

    await setTransactionPasswordFor(t, member.id);
    for (let n = 0; n < TRANSACTION_PASSWORD_ATTEMPTS; n++) await codeOf('000000');
    expect(await codeOf(TRANSACTION_PASSWORD)).toBe('transaction.password.locked');
    const unlocked = await cli(['transaction-password', 'unlock', member.account, '--json'], env);
    expect(unlocked.code, unlocked.stderr).toBe(0);
    expect(JSON.parse(unlocked.stdout)).toEqual({ account: member.account, wasLocked: true, isSet: true });
    expect(await codeOf(TRANSACTION_PASSWORD)).toBe('ok');
  });

  it('refuses an account that does not exist, and a missing one', async () => {
    const unknown = await cli(['transaction-password', 'unlock', 'nobody-here'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('request_param_err');
    expect((await cli(['transaction-password', 'unlock'], env)).code).toBe(2);
  });
});

describe.each(TEST_DATABASES)('npm run platform -- payee-name set on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  const bankAccounts = (memberId: number) =>
    t.platform.db
      .select({ holder: withdrawalAccounts.holderName, removedAt: withdrawalAccounts.removedAt })
      .from(withdrawalAccounts)
      .where(eq(withdrawalAccounts.memberId, memberId));

  it('corrects the real name, and removes the bank accounts in another name', async () => {
    const member = await createMember(t, { account: uniqueName('payee'), password: 'Passw0rd!', payeeName: 'Ana Rulz' });
    await t.platform.db.insert(withdrawalAccounts).values([
      { memberId: member.id, bankCode: '012', clabe: clabe.calculate(12, 180, member.id), holderName: 'Ana Rulz', usableAt: t.platform.now() },
      { memberId: member.id, bankCode: '012', clabe: clabe.calculate(12, 180, member.id + 1), holderName: 'ANA  RUIZ', usableAt: t.platform.now() },
    ]);
    const run = await cli(['payee-name', 'set', member.account, '  Ana   Ruiz ', '--reason', 'Typo, checked against her ID', '--by', 'ana'], env);
    expect([run.code, run.stdout.trim()], run.stderr).toEqual([
      0,
      `${member.account}: the real name is now "Ana Ruiz" (was "Ana Rulz"). 1 bank account(s) in another name were removed.`,
    ]);
    const [row] = await t.platform.db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, member.id));
    expect(row!.payeeName).toBe('Ana Ruiz');
    const accounts = await bankAccounts(member.id);
    expect(accounts.map((a) => [a.holder, a.removedAt !== null]).sort()).toEqual([
      ['ANA  RUIZ', false],
      ['Ana Rulz', true],
    ]);
  });

  it('refuses without a reason, with a control character, a name the rule refuses, or an unknown account', async () => {
    const member = await createMember(t, { account: uniqueName('payee'), password: 'Passw0rd!', payeeName: 'Luis Pérez' });
    expect((await cli(['payee-name', 'set', member.account, 'Luis Peña'], env)).code).toBe(2);
    const nul = await cli(['payee-name', 'set', member.account, 'Luis Peña', '--reason', 'ID\u0000checked'], env);
    expect(nul.code).not.toBe(0);
    const badName = await cli(['payee-name', 'set', member.account, '12345', '--reason', 'ID checked'], env);
    expect([badName.code, badName.stderr]).toEqual([1, expect.stringContaining('request_param_err')]);
    const unknown = await cli(['payee-name', 'set', 'nobody-here', 'Luis Peña', '--reason', 'ID checked'], env);
    expect([unknown.code, unknown.stderr]).toEqual([1, expect.stringContaining('request_param_err')]);
    const [row] = await t.platform.db.select({ payeeName: members.payeeName }).from(members).where(eq(members.id, member.id));
    expect(row!.payeeName).toBe('Luis Pérez');
  });
});

describe.each(TEST_DATABASES)('npm run platform -- totp off on %s', (kind) => {
  let t: TestPlatform;
  let api: OperatorApi;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestPlatform(kind, { OPERATOR_PORT: '0', OPERATOR_TOKEN: TOKEN });
    api = await startOperatorApi(t.platform);
    env = { OPERATOR_HOST: '127.0.0.1', OPERATOR_PORT: String(api.port), OPERATOR_TOKEN: TOKEN, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };
  });
  afterAll(async () => {
    await api.close();
    await t.close();
  });

  it('turns a member’s authenticator app off, and says when it was not on', async () => {
    const member = await createMember(t, { account: uniqueName('otp'), password: 'Passw0rd!' });
    const none = await cli(['totp', 'off', member.account], env);
    expect([none.code, none.stdout.trim()]).toEqual([0, `${member.account} had no authenticator app on; nothing changed.`]);

    const { secret } = await startTotpSetup(t.platform, member.id);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.platform.now().getTime() });
    await enableTotp(t.platform, member.id, code);
    expect(await totpStatus(t.platform, member.id)).toEqual({ state: 'on', recoveryCodesLeft: 10 });
    const off = await cli(['totp', 'off', member.account.toUpperCase(), '--json'], env);
    expect(off.code, off.stderr).toBe(0);
    expect(JSON.parse(off.stdout)).toEqual({ account: member.account, wasOn: true });
    expect(await totpStatus(t.platform, member.id)).toEqual({ state: 'off' });
    expect(await t.platform.db.select().from(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, member.id))).toEqual([]);

    const unknown = await cli(['totp', 'off', 'nobody-here'], env);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('request_param_err');
  });
});
