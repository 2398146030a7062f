import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { CONFIRMATION_MAX_BODY_BYTES } from '../../../contract/withdrawal-confirmation.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok, readJson, readQuery } from '../../core/http.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { getCookie } from 'hono/cookie';
import { CAPTCHA_COOKIE, requireRealAccount, requireSession } from '../identity/index.ts';
import { breakWithdrawal } from './break-withdrawal.ts';
import { bankList } from './banks.ts';
import { transferToUpline, uplineInfo } from './upline-transfer.ts';
import { confirmPayment, paymentConfirmations } from './withdrawal-confirmation.ts';
import { addWithdrawAccount, removeWithdrawAccount, withdrawAccounts } from './withdraw-accounts.ts';
import { cancelWithdrawal, requestWithdrawal, withdrawalHistory, withdrawSettings } from './withdrawals.ts';

/**
 * Money out of the wallet: withdrawals (bank accounts, rules, requests, history, cancel, the
 * confirmation of a payout) and transfers to the upline. Real accounts only.
 */
export const moneyOutRoutes = () => {
  // Built here, not at load: the identity module may still be loading when this file is.
  const real = [requireSession, requireRealAccount] as const;
  return (
    endpointRouter()
      // No session: the member is on a time-out or a self-exclusion, and proves the login password instead.
      .on(ENDPOINTS.breakWithdrawal, async (c) => {
        const input = await readEncrypted(c, S.breakWithdrawal.body);
        const origin = { ip: c.var.ip, userAgent: c.req.header('user-agent'), captchaId: getCookie(c, CAPTCHA_COOKIE) ?? null };
        return ok(c, await breakWithdrawal(c.var.platform, input, origin));
      })
      .on(ENDPOINTS.withdrawBanks, ...real, (c) => ok(c, { list: bankList() }))
      .on(ENDPOINTS.withdrawSettings, ...real, async (c) => ok(c, await withdrawSettings(c.var.platform, c.var.member.memberId)))
      .on(ENDPOINTS.withdrawAccounts, ...real, async (c) => {
        const { timeZone } = readQuery(c, S.withdrawAccounts.query);
        return ok(c, await withdrawAccounts(c.var.platform, c.var.member.memberId, timeZone ?? 'UTC'));
      })
      .on(ENDPOINTS.addWithdrawAccount, ...real, async (c) => {
        const { timeZone } = readQuery(c, S.addWithdrawAccount.query);
        const input = await readEncrypted(c, S.addWithdrawAccount.body);
        return ok(c, await addWithdrawAccount(c.var.platform, c.var.member.memberId, input, timeZone ?? 'UTC'));
      })
      .on(ENDPOINTS.removeWithdrawAccount, ...real, async (c) => {
        await removeWithdrawAccount(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.removeWithdrawAccount.body));
        return ok(c, null);
      })
      .on(ENDPOINTS.withdraw, ...real, async (c) => {
        const { timeZone } = readQuery(c, S.withdraw.query);
        const input = await readEncrypted(c, S.withdraw.body);
        return ok(c, await requestWithdrawal(c.var.platform, c.var.member.memberId, input, timeZone ?? 'UTC'));
      })
      .on(ENDPOINTS.withdrawals, ...real, async (c) => ok(c, await withdrawalHistory(c.var.platform, c.var.member.memberId, readQuery(c, S.withdrawals.query))))
      .on(ENDPOINTS.cancelWithdrawal, ...real, async (c) => {
        const { timeZone } = readQuery(c, S.cancelWithdrawal.query);
        const { id } = await readJson(c, S.cancelWithdrawal.body);
        return ok(c, await cancelWithdrawal(c.var.platform, c.var.member.memberId, id, timeZone ?? 'UTC'));
      })
      .on(ENDPOINTS.paymentConfirmations, ...real, async (c) =>
        ok(c, await paymentConfirmations(c.var.platform, c.var.member.memberId, readQuery(c, S.paymentConfirmations.query))),
      )
      .on(ENDPOINTS.confirmPayment, ...real, async (c) => {
        const { timeZone } = readQuery(c, S.confirmPayment.query);
        const answer = await readJson(c, S.confirmPayment.body, CONFIRMATION_MAX_BODY_BYTES);
        return ok(c, await confirmPayment(c.var.platform, c.var.member.memberId, answer, timeZone ?? 'UTC'));
      })
      .on(ENDPOINTS.uplineInfo, ...real, async (c) => ok(c, await uplineInfo(c.var.platform, c.var.member.memberId)))
      .on(ENDPOINTS.transferToUpline, ...real, async (c) =>
        ok(c, await transferToUpline(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.transferToUpline.body))),
      ).app
  );
};
