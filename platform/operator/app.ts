import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv, Platform } from '../context.ts';
import { MAX_JSON_BODY_BYTES } from '../../contract/limits.ts';
import { limitBody } from '../core/body-limit.ts';
import { PlatformError } from '../core/errors.ts';
import { oidcClientInputSchema, socialProviderInputSchema, socialProviderKeyInputSchema } from './social-operations.ts';
import { failure, ok, parseOrFail, readJson, readJsonBody, readQuery, refuseUrlControlCharacters } from '../core/http.ts';
import { requestLog, withRequestId } from '../core/request-log.ts';
import { contentImportSchema } from '../modules/content/index.ts';
import {
  accountsQuerySchema,
  adjustmentInputSchema,
  backupInputSchema,
  blogIdSchema,
  cdnsInputSchema,
  CONTENT_IMPORT_MAX_BYTES,
  contentActiveSchema,
  contentIdSchema,
  contentListQuerySchema,
  flagSetSchema,
  localOperations,
  maintenanceInputSchema,
  outboxQuerySchema,
  regionBlockSchema,
  regionUnblockSchema,
  vendorMaintenanceInputSchema,
  walletModeInputSchema,
  contractListInputSchema,
  reopenInputSchema,
  responsibleListInputSchema,
  settlementIdInputSchema,
  settlementListInputSchema,
  siteOfferInputSchema,
} from './operations.ts';
import {
  depositConfirmSchema,
  depositIdInputSchema,
  depositListQuerySchema,
  depositRejectSchema,
  methodSettingSchema,
  bankAccountsInputSchema,
  verifyAccountInputSchema,
  withdrawalListInputSchema,
  withdrawalPayInputSchema,
  withdrawalRejectInputSchema,
  withdrawalSettingInputSchema,
  disputeCloseInputSchema,
  disputeIdInputSchema,
  disputeListInputSchema,
  disputeRefundInputSchema,
  payeeNameInputSchema,
} from './money-operations.ts';
import {
  broadcastInputSchema,
  broadcastListInputSchema,
  rebateRateInputSchema,
  rebateDelayInputSchema,
  redEnvelopeIdSchema,
  redEnvelopeInputSchema,
  redEnvelopeListSchema,
  promotionIdSchema,
  promotionInputSchema,
  promotionListSchema,
  applicationApproveSchema,
  applicationIdSchema,
  applicationListSchema,
  applicationRejectSchema,
  referralSettingInputSchema,
  missionIdSchema,
  missionInputSchema,
  pointAdjustmentSchema,
  pointItemIdSchema,
  pointItemInputSchema,
  pointItemStockSchema,
  pointRateInputSchema,
  redemptionDecisionSchema,
  redemptionListSchema,
  redemptionRejectSchema,
} from './rewards-operations.ts';
import { totpResetSchema, transactionPasswordUnlockSchema } from '../modules/identity/index.ts';
import { tokensMatch } from './token.ts';

const CONTENT_IMPORT_PATH = '/content/import';

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];

/** A call on one record: its JSON body, when it is an object, with the path's parameters over it, checked as one. */
const readJsonWithParams = async <S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> => {
  const body = await readJsonBody(c);
  return parseOrFail(schema, { ...(typeof body === 'object' && body !== null ? body : {}), ...c.req.param() });
};

/** The operator API: the CLI's way into a running server. Every call needs the bearer token. */
export const createOperatorApp = (platform: Platform, token: string) => {
  const ops = localOperations(platform);
  const app = new Hono<AppEnv>();

  app.use(withRequestId(), requestLog(platform.log), async (c, next) => {
    c.set('platform', platform);
    c.set('lang', 'EN');
    if (!tokensMatch(bearer(c.req.header('authorization')), token)) throw new PlatformError('operator.unauthorized');
    await next();
    c.header('Cache-Control', 'no-store');
    if (c.req.method !== 'GET' && c.res.ok) c.var.log.info({ method: c.req.method, path: c.req.path, query: c.req.query() }, 'operator change');
  });
  app.use(refuseUrlControlCharacters());
  // A content import is the one large body; every other call takes a JSON body of the site's size.
  app.use(limitBody((c) => (c.req.path === CONTENT_IMPORT_PATH ? CONTENT_IMPORT_MAX_BYTES : MAX_JSON_BODY_BYTES)));

  app
    .get('/maintenance', async (c) => ok(c, await ops.maintenanceStatus()))
    .put('/maintenance', async (c) => ok(c, await ops.setMaintenance(await readJson(c, maintenanceInputSchema))))
    .get('/region', async (c) => ok(c, await ops.listRegionRules()))
    .post('/region', async (c) => ok(c, await ops.blockRegion(await readJson(c, regionBlockSchema))))
    .delete('/region', async (c) => ok(c, await ops.unblockRegion(readQuery(c, regionUnblockSchema).value)))
    .get('/flags', async (c) => ok(c, await ops.listFlags()))
    .put('/flags/:modId', async (c) => {
      const { enabled } = await readJson(c, flagSetSchema.pick({ enabled: true }));
      return ok(c, await ops.setFlag(parseOrFail(flagSetSchema, { modId: c.req.param('modId'), enabled })));
    })
    .get('/accounts', async (c) => ok(c, await ops.listAccounts(readQuery(c, accountsQuerySchema))))
    .get('/outbox', async (c) => ok(c, await ops.readOutbox(readQuery(c, outboxQuerySchema))))
    .get('/content', async (c) => ok(c, await ops.listContent(readQuery(c, contentListQuerySchema))))
    .get('/content/export', async (c) => ok(c, await ops.exportContent()))
    .post(CONTENT_IMPORT_PATH, async (c) => ok(c, await ops.importContent((await readJson(c, contentImportSchema, CONTENT_IMPORT_MAX_BYTES)).entries)))
    .put('/content/:id/active', async (c) => {
      const { active } = await readJson(c, contentActiveSchema);
      return ok(c, await ops.setContentActive(parseOrFail(contentIdSchema, c.req.param('id')), active));
    })
    .delete('/content/:id', async (c) => ok(c, await ops.deleteContent(parseOrFail(blogIdSchema, c.req.param('id')))))
    .put('/vendors/:code/maintenance', async (c) => {
      const body = await readJsonBody(c);
      const window = typeof body === 'object' && body !== null ? body : {};
      return ok(c, await ops.setVendorMaintenance(parseOrFail(vendorMaintenanceInputSchema, { off: false, ...window, vendor: c.req.param('code') })));
    })
    .get('/cdns', async (c) => ok(c, await ops.cdns()))
    .put('/cdns', async (c) => ok(c, await ops.setCdns(await readJson(c, cdnsInputSchema))))
    .post('/backup', async (c) => ok(c, await ops.backup(await readJson(c, backupInputSchema))))
    .post('/adjustments', async (c) => ok(c, await ops.adjustWallet(await readJson(c, adjustmentInputSchema))))
    .get('/wallet-mode', async (c) => ok(c, await ops.walletMode()))
    .put('/wallet-mode', async (c) => ok(c, await ops.setWalletMode(await readJson(c, walletModeInputSchema))))
    .post('/transaction-password/unlock', async (c) => ok(c, await ops.unlockTransactionPassword(await readJson(c, transactionPasswordUnlockSchema))))
    .post('/totp/off', async (c) => ok(c, await ops.resetTotp(await readJson(c, totpResetSchema))))
    .post('/payee-name', async (c) => ok(c, await ops.changePayeeName(await readJson(c, payeeNameInputSchema))))
    .get('/withdrawals', async (c) => ok(c, await ops.listWithdrawals(readQuery(c, withdrawalListInputSchema))))
    .post('/withdrawals/:id/pay', async (c) => ok(c, await ops.payWithdrawal(await readJsonWithParams(c, withdrawalPayInputSchema))))
    .post('/withdrawals/:id/reject', async (c) => ok(c, await ops.rejectWithdrawal(await readJsonWithParams(c, withdrawalRejectInputSchema))))
    .get('/bank-accounts', async (c) => ok(c, await ops.listBankAccounts(readQuery(c, bankAccountsInputSchema))))
    .post('/bank-accounts/:id/verify', async (c) => ok(c, await ops.verifyBankAccount(await readJsonWithParams(c, verifyAccountInputSchema))))
    .get('/withdrawal-settings', async (c) => ok(c, await ops.withdrawalSettings()))
    .put('/withdrawal-settings', async (c) => ok(c, await ops.setWithdrawalSettings(await readJson(c, withdrawalSettingInputSchema))))
    .get('/withdrawal-disputes', async (c) => ok(c, await ops.listDisputes(readQuery(c, disputeListInputSchema))))
    .get('/withdrawal-disputes/:id/proofs', async (c) => ok(c, await ops.disputeProofs(parseOrFail(disputeIdInputSchema, { id: c.req.param('id') }))))
    .post('/withdrawal-disputes/:id/refund', async (c) => ok(c, await ops.refundDispute(await readJsonWithParams(c, disputeRefundInputSchema))))
    .post('/withdrawal-disputes/:id/close', async (c) => ok(c, await ops.closeDispute(await readJsonWithParams(c, disputeCloseInputSchema))))
    .get('/payment-methods', async (c) => ok(c, await ops.listPaymentMethods()))
    .put('/payment-methods/:method', async (c) => ok(c, await ops.setPaymentMethod(await readJsonWithParams(c, methodSettingSchema))))
    .get('/rebate-rates', async (c) => ok(c, await ops.rebateRates()))
    .put('/rebate-rates/:category', async (c) => ok(c, await ops.setRebateRate(await readJsonWithParams(c, rebateRateInputSchema))))
    .put('/rebate-delay', async (c) => ok(c, await ops.setRebateDelay(await readJson(c, rebateDelayInputSchema))))
    .get('/contracts', async (c) => ok(c, await ops.listContracts(readQuery(c, contractListInputSchema))))
    .post('/contracts', async (c) => ok(c, await ops.offerSiteContract(await readJson(c, siteOfferInputSchema))))
    .get('/contract-settlements', async (c) => ok(c, await ops.listSettlements(readQuery(c, settlementListInputSchema))))
    .get('/contract-settlements/:contractId/:periodStart', async (c) =>
      ok(
        c,
        await ops.inspectSettlement(parseOrFail(settlementIdInputSchema, { contractId: c.req.param('contractId'), periodStart: c.req.param('periodStart') })),
      ),
    )
    .post('/contract-settlements/run', async (c) => ok(c, await ops.runSettlement()))
    .get('/responsible', async (c) => ok(c, await ops.listResponsible(readQuery(c, responsibleListInputSchema))))
    .post('/responsible/reopen', async (c) => ok(c, await ops.reopenAccount(await readJson(c, reopenInputSchema))))
    .get('/social', async (c) => ok(c, await ops.socialProviders()))
    .put('/social/providers', async (c) => ok(c, await ops.setSocialProvider(await readJson(c, socialProviderInputSchema))))
    .post('/social/providers/disable', async (c) => ok(c, await ops.disableSocialProvider(await readJson(c, socialProviderKeyInputSchema))))
    .put('/social/stand-in-clients', async (c) => ok(c, await ops.setOidcClient(await readJson(c, oidcClientInputSchema))))
    .get('/missions', async (c) => ok(c, await ops.listMissions()))
    .post('/missions', async (c) => ok(c, await ops.addMission(await readJson(c, missionInputSchema))))
    .post('/missions/:id/disable', async (c) => ok(c, await ops.disableMission(parseOrFail(missionIdSchema, { id: c.req.param('id') }))))
    .get('/points/rate', async (c) => ok(c, await ops.pointConfig()))
    .put('/points/rate', async (c) => ok(c, await ops.setPointRate(await readJson(c, pointRateInputSchema))))
    .get('/points/items', async (c) => ok(c, await ops.listPointItems()))
    .post('/points/items', async (c) => ok(c, await ops.addPointItem(await readJson(c, pointItemInputSchema))))
    .put('/points/items/:id/stock', async (c) => ok(c, await ops.setPointItemStock(await readJsonWithParams(c, pointItemStockSchema))))
    .post('/points/items/:id/disable', async (c) => ok(c, await ops.disablePointItem(parseOrFail(pointItemIdSchema, { id: c.req.param('id') }))))
    .get('/points/redemptions', async (c) => ok(c, await ops.listRedemptions(readQuery(c, redemptionListSchema))))
    .post('/points/redemptions/:id/approve', async (c) => ok(c, await ops.approveRedemption(await readJsonWithParams(c, redemptionDecisionSchema))))
    .post('/points/redemptions/:id/reject', async (c) => ok(c, await ops.rejectRedemption(await readJsonWithParams(c, redemptionRejectSchema))))
    .post('/points/adjustments', async (c) => ok(c, await ops.adjustPoints(await readJson(c, pointAdjustmentSchema))))
    .get('/referral', async (c) => ok(c, await ops.referralSetting()))
    .put('/referral', async (c) => ok(c, await ops.setReferralSetting(await readJson(c, referralSettingInputSchema))))
    .get('/red-envelopes', async (c) => ok(c, await ops.listRedEnvelopes(readQuery(c, redEnvelopeListSchema))))
    .post('/red-envelopes', async (c) => ok(c, await ops.createRedEnvelope(await readJson(c, redEnvelopeInputSchema))))
    .post('/red-envelopes/:id/end', async (c) => ok(c, await ops.endRedEnvelope(await readJsonWithParams(c, redEnvelopeIdSchema))))
    .get('/promotions', async (c) => ok(c, await ops.listPromotions(readQuery(c, promotionListSchema))))
    .post('/promotions', async (c) => ok(c, await ops.addPromotion(await readJson(c, promotionInputSchema))))
    .post('/promotions/:id/end', async (c) => ok(c, await ops.endPromotion(await readJsonWithParams(c, promotionIdSchema))))
    .get('/promotion-applications', async (c) => ok(c, await ops.listApplications(readQuery(c, applicationListSchema))))
    .get('/promotion-applications/:id/images', async (c) => ok(c, await ops.applicationImages(parseOrFail(applicationIdSchema, { id: c.req.param('id') }))))
    .post('/promotion-applications/:id/approve', async (c) => ok(c, await ops.approveApplication(await readJsonWithParams(c, applicationApproveSchema))))
    .post('/promotion-applications/:id/reject', async (c) => ok(c, await ops.rejectApplication(await readJsonWithParams(c, applicationRejectSchema))))
    .get('/messages', async (c) => ok(c, await ops.listMessages(readQuery(c, broadcastListInputSchema))))
    .post('/messages', async (c) => ok(c, await ops.sendMessage(await readJson(c, broadcastInputSchema))))
    .get('/deposits', async (c) => ok(c, await ops.listDeposits(readQuery(c, depositListQuerySchema))))
    .get('/deposits/:id/receipt', async (c) => ok(c, await ops.depositReceipt(parseOrFail(depositIdInputSchema, { id: c.req.param('id') }))))
    .post('/deposits/:id/confirm', async (c) => ok(c, await ops.confirmDeposit(await readJsonWithParams(c, depositConfirmSchema))))
    .post('/deposits/:id/reject', async (c) => ok(c, await ops.rejectDeposit(await readJsonWithParams(c, depositRejectSchema))));

  app.notFound((c) => {
    throw new PlatformError('api.not.found', undefined, c.req.path);
  });

  app.onError((err, c) => {
    if (err instanceof PlatformError) return failure(c, err.code, err.value, err.status);
    c.var.log.error({ err, method: c.req.method, path: c.req.path }, 'unexpected operator error');
    return failure(c, 'system.error');
  });

  return app;
};
