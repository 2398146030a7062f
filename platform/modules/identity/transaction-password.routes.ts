import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { ok } from '../../core/http.ts';
import { readEncrypted } from '../../core/sealed-body.ts';
import { requireRealAccount, requireSession } from './require-session.ts';
import { changeTransactionPassword, resetTransactionPassword, sendTransactionResetCode, setTransactionPassword } from './transaction-password.ts';

/** The transaction password's calls (security centre): set, change, and reset by an SMS code. */
export const transactionPasswordRoutes = () =>
  endpointRouter()
    .on(ENDPOINTS.setTransactionPassword, requireSession, requireRealAccount, async (c) => {
      await setTransactionPassword(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.setTransactionPassword.body));
      return ok(c, null);
    })
    .on(ENDPOINTS.changeTransactionPassword, requireSession, requireRealAccount, async (c) => {
      await changeTransactionPassword(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.changeTransactionPassword.body));
      return ok(c, null);
    })
    .on(ENDPOINTS.transactionPasswordSms, requireSession, requireRealAccount, async (c) =>
      ok(c, await sendTransactionResetCode(c.var.platform, c.var.member.memberId, { ip: c.var.ip, lang: c.var.lang })),
    )
    .on(ENDPOINTS.resetTransactionPassword, requireSession, requireRealAccount, async (c) => {
      await resetTransactionPassword(c.var.platform, c.var.member.memberId, await readEncrypted(c, S.resetTransactionPassword.body));
      return ok(c, null);
    }).app;
