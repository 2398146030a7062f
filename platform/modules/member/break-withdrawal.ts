import { eq } from 'drizzle-orm';
import type { BreakWithdrawal, BreakWithdrawalRequest } from '../../../contract/responsible-gambling.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { PlatformError } from '../../core/errors.ts';
import { admitMember, checkCredentials, type LoginOrigin } from '../identity/index.ts';
import { walletBalance } from '../ledger/index.ts';
import { breakInForce } from '../responsible/index.ts';
import { withdrawalRules } from './withdrawal-rules.ts';
import { withdrawAccounts } from './withdraw-accounts.ts';
import { requestWithdrawal } from './withdrawals.ts';

/**
 * The way out for the money of a member on a time-out or a self-exclusion, who cannot log in: the
 * login password (under the login's brute-force guard) shows the balance and the bank accounts;
 * with an account, the transaction password and a request id, it asks for a withdrawal of all
 * that is available, up to the site's maximum per withdrawal, under every rule a withdrawal has.
 * Only for a member on a break (`rg.break.none` otherwise): everyone else uses the member centre.
 */
export const breakWithdrawal = async (p: Platform, input: BreakWithdrawalRequest, origin: LoginOrigin): Promise<BreakWithdrawal> => {
  const { member, attempt } = await checkCredentials(p, input, origin);
  await attempt.accepted();
  admitMember(member, undefined);
  if (!(await breakInForce(p.db, member.id, p.now()))) throw new PlatformError('rg.break.none');
  const zone = input.timeZone ?? 'UTC';

  let withdrawal: BreakWithdrawal['withdrawal'] = null;
  if (input.accountId !== undefined || input.transactionPassword !== undefined || input.requestId !== undefined) {
    if (!input.accountId || !input.transactionPassword || !input.requestId) {
      throw new PlatformError('request_param_err', { fields: { accountId: ['required'], transactionPassword: ['required'], requestId: ['required'] } });
    }
    const [wallet, rules] = await Promise.all([walletBalance(p, member.id), withdrawalRules(p)]);
    const all = wallet?.balance ?? 0n;
    const amount = all < rules.max ? all : rules.max;
    if (amount <= 0n) throw new PlatformError('balance.not.enough');
    withdrawal = await requestWithdrawal(
      p,
      member.id,
      { accountId: input.accountId, amount: formatMinor(amount), transactionPassword: input.transactionPassword, requestId: input.requestId },
      zone,
    );
  }
  const [[row], wallet, accounts] = await Promise.all([
    p.db.select({ currency: members.currency }).from(members).where(eq(members.id, member.id)),
    walletBalance(p, member.id),
    withdrawAccounts(p, member.id, zone),
  ]);
  return { currency: row?.currency ?? '', available: formatMinor(wallet?.balance ?? 0n), accounts: accounts.list, withdrawal };
};
