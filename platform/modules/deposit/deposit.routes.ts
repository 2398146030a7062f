import {
  cardNotificationSchema,
  createDepositTaskSchema,
  DEPOSIT_TASK_MAX_BODY_BYTES,
  depositReportQuerySchema,
  NOTIFICATION_HEADERS,
} from '../../../contract/deposits.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { PlatformError } from '../../core/errors.ts';
import { ok, parseOrFail, readJson, readQuery, refuseBodyControlCharacters } from '../../core/http.ts';
import { paymentSecret } from '../../core/payment-secret.ts';
import { verifyNotification } from '../../core/signed-notification.ts';
import { requireRealAccount, requireSession } from '../identity/index.ts';
import { settleCardNotification, type CardProvider } from './card.ts';
import { memberMethods } from './methods.ts';
import { depositReport } from './report.ts';
import { createDepositTask } from './tasks.ts';

const isJson = (contentType: string | undefined) => !!contentType && /^application\/json\s*(;|$)/i.test(contentType.trim());

/** The deposit relays (CONTRACT.md 1.5: methods, a request, the history), for a real member. */
export const depositRelaysRoutes = (card: CardProvider) =>
  endpointRouter()
    .on(ENDPOINTS.depositMethods, requireSession, requireRealAccount, async (c) => ok(c, await memberMethods(c.var.platform, c.var.member.memberId)))
    .on(ENDPOINTS.createDepositTask, requireSession, requireRealAccount, async (c) => {
      const input = await readJson(c, createDepositTaskSchema, DEPOSIT_TASK_MAX_BODY_BYTES);
      return ok(c, await createDepositTask(c.var.platform, { memberId: c.var.member.memberId, lang: c.var.lang, card }, input));
    })
    .on(ENDPOINTS.depositReport, requireSession, requireRealAccount, async (c) =>
      ok(c, await depositReport(c.var.platform, c.var.member.memberId, readQuery(c, depositReportQuerySchema))),
    ).app;

/**
 * The payment provider's notification of a card payment. It carries no session: its signature,
 * over its timestamp and raw body, is its credential, checked before anything of it is read.
 */
export const cardNotificationRoutes = () =>
  endpointRouter().on(ENDPOINTS.cardNotification, async (c) => {
    const p = c.var.platform;
    if (!isJson(c.req.header('content-type'))) throw new PlatformError('request.content.type');
    const raw = await c.req.text();
    const check = verifyNotification(
      paymentSecret(p.env),
      { timestamp: c.req.header(NOTIFICATION_HEADERS.timestamp), signature: c.req.header(NOTIFICATION_HEADERS.signature) },
      raw,
      p.now().getTime(),
    );
    if (!check.ok) {
      // A forged, altered or replayed notification: nothing is read from it, and someone should know.
      c.var.log.warn({ reason: check.reason, ip: c.var.ip, bytes: raw.length }, 'payment notification refused');
      throw new PlatformError(check.reason === 'stale' ? 'payment.notification.stale' : 'payment.signature.invalid');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw) as unknown;
    } catch {
      throw new PlatformError('request_param_err', { fields: { _: ['invalid_json'] } });
    }
    refuseBodyControlCharacters(body);
    const note = parseOrFail(cardNotificationSchema, body);
    try {
      const settled = await settleCardNotification(p, note);
      c.var.log.info({ providerReference: note.providerReference, status: settled.status }, 'payment notification settled');
      return ok(c, settled);
    } catch (err) {
      if (err instanceof PlatformError)
        c.var.log.error({ providerReference: note.providerReference, code: err.code, value: err.value }, 'payment notification refused');
      throw err;
    }
  }).app;
