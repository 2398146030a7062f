import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_PASSWORD_ATTEMPTS } from '../../contract/security.ts';
import { checkTransactionPassword } from '../modules/identity/index.ts';
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
