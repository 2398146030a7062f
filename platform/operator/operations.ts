import { isAbsolute } from 'node:path';
import { z } from 'zod';
import type { Platform } from '../context.ts';
import { maintenanceInputSchema, readMaintenance, setMaintenance, type MaintenanceInput } from '../modules/system/index.ts';
import { blockRegion, listRegionRules, regionRuleOf, unblockRegion, type RegionRule, type RegionRuleValue } from '../modules/system/index.ts';
import { listModules, setModuleEnabled, type MaintenanceSetting, type SiteModule } from '../modules/system/index.ts';
import { cdnsInputSchema, readCdns, setCdns, type CdnLists, type CdnsInput } from '../modules/system/index.ts';
import type { ContentEntry } from '../modules/content/index.ts';
import { importContent, type ImportReport } from '../modules/content/index.ts';
import { CONTENT_LIST_TYPES, exportContent, listContent, setContentActive, type ContentSummary } from '../modules/content/index.ts';
import { BLOG_ID_PREFIX, deleteBlogPost } from '../modules/content/index.ts';
import { BLOG_SLUG_MAX, BLOG_SLUG_PATTERN } from '../../contract/blog.ts';
import {
  forgetCatalogue,
  setVendorMaintenance,
  vendorMaintenanceInputSchema,
  type VendorMaintenanceInput,
  type VendorMaintenanceRecord,
} from '../modules/catalogue/index.ts';
import { adjustmentInputSchema, adjustWallet, type AdjustmentResult } from '../modules/member/index.ts';
import { setWalletMode, walletModeInputSchema, walletModeStatus, type WalletModeReport } from '../modules/member/index.ts';
import { unlockTransactionPassword, type transactionPasswordUnlockSchema, type TransactionPasswordUnlock } from '../modules/identity/index.ts';
import { resetTotp, type totpResetSchema, type TotpReset } from '../modules/identity/index.ts';
import {
  bankAccountsInputSchema,
  listBankAccounts,
  verifyAccountInputSchema,
  verifyBankAccount,
  type OperatorBankAccount,
  listWithdrawals,
  payWithdrawal,
  readWithdrawalSetting,
  rejectWithdrawal,
  updateWithdrawalSetting,
  withdrawalListInputSchema,
  withdrawalPayInputSchema,
  withdrawalRejectInputSchema,
  withdrawalSettingInputSchema,
  changePayeeName,
  payeeNameInputSchema,
  type OperatorWithdrawal,
  type PayeeNameChange,
  type WithdrawalDecision,
} from '../modules/member/index.ts';
import {
  closeDispute,
  disputeCloseInputSchema,
  disputeIdInputSchema,
  disputeListInputSchema,
  disputeProofs,
  disputeRefundInputSchema,
  listDisputes,
  refundDispute,
  type DisputeSettlement,
  type OperatorDispute,
} from '../modules/member/index.ts';
import type { SettingValue } from '../modules/system/index.ts';
import {
  confirmDeposit,
  depositConfirmSchema,
  depositIdInputSchema,
  depositListQuerySchema,
  depositReceipt,
  depositRejectSchema,
  listDeposits,
  listMethods,
  methodSettingSchema,
  rejectDeposit,
  setMethod,
  type DepositDecision,
  type DepositRecord,
  type MethodRecord,
} from '../modules/deposit/index.ts';
import { broadcastInputSchema, broadcastListInputSchema, listBroadcasts, sendBroadcast, type OperatorBroadcast } from '../modules/inbox/index.ts';
import {
  rebateDelayInputSchema,
  rebateRateInputSchema,
  rebateRatesReport,
  setRebateDelay,
  setRebateRate,
  type RebateRatesReport,
} from '../modules/rewards/index.ts';
import { referralSettingInputSchema, referralSettingReport, setReferralSetting, type ReferralSettingReport } from '../modules/rewards/index.ts';
import {
  createRedEnvelope,
  endRedEnvelope,
  listRedEnvelopes,
  redEnvelopeIdSchema,
  redEnvelopeInputSchema,
  type OperatorRedEnvelope,
} from '../modules/rewards/index.ts';
import {
  contractListInputSchema,
  contractOperations,
  settlementIdInputSchema,
  settlementListInputSchema,
  siteOfferInputSchema,
  type ContractOperations,
} from '../modules/contracts/index.ts';
import { reopenInputSchema, responsibleListInputSchema, responsibleOperations, type ResponsibleOperations } from '../modules/responsible/index.ts';
import { socialOperations, type SocialOperations } from './social-operations.ts';
import { addMission, disableMission, listMissions, missionIdSchema, missionInputSchema, type OperatorMission } from '../modules/rewards/index.ts';
import { addPromotion, endPromotion, listPromotions, promotionIdSchema, promotionInputSchema, type OperatorPromotion } from '../modules/rewards/index.ts';
import {
  applicationApproveSchema,
  applicationIdSchema,
  applicationImages,
  applicationListSchema,
  applicationRejectSchema,
  approveApplication,
  listApplications,
  rejectApplication,
  type OperatorApplication,
} from '../modules/rewards/index.ts';
import {
  addPointItem,
  adjustPoints,
  decideRedemption,
  disablePointItem,
  listPointItems,
  listRedemptions,
  setPointItemStock,
  pointAdjustmentSchema,
  pointConfigReport,
  pointItemIdSchema,
  pointItemInputSchema,
  pointItemStockSchema,
  pointRateInputSchema,
  redemptionDecisionSchema,
  redemptionListSchema,
  redemptionRejectSchema,
  setPointRate,
  type OperatorPointItem,
  type OperatorRedemption,
  type PointConfigReport,
} from '../modules/rewards/index.ts';
import { hasControlCharacter } from '../core/control-characters.ts';
import { PlatformError } from '../core/errors.ts';
import { BackupRefused, writeBackup, type BackupReport } from '../db/backup.ts';
import { listAccounts, readOutbox, type AccountRecord, type OutboxRecord } from './records.ts';

/*
 * What an operator can do. The operator API serves these over HTTP, and the CLI calls them in
 * process when no server runs, so both paths validate with the same schemas and answer the same
 * JSON.
 */
export { adjustmentInputSchema, cdnsInputSchema, maintenanceInputSchema, vendorMaintenanceInputSchema, walletModeInputSchema };
export {
  bankAccountsInputSchema,
  verifyAccountInputSchema,
  withdrawalListInputSchema,
  withdrawalPayInputSchema,
  withdrawalRejectInputSchema,
  withdrawalSettingInputSchema,
};
export { disputeCloseInputSchema, disputeIdInputSchema, disputeListInputSchema, disputeRefundInputSchema };
export { payeeNameInputSchema };
export { broadcastInputSchema, broadcastListInputSchema, rebateDelayInputSchema, rebateRateInputSchema, redEnvelopeIdSchema, redEnvelopeInputSchema };
export { referralSettingInputSchema, missionIdSchema, missionInputSchema };
export { contractListInputSchema, settlementIdInputSchema, settlementListInputSchema, siteOfferInputSchema };
export { reopenInputSchema, responsibleListInputSchema };
export { pointAdjustmentSchema, pointItemIdSchema, pointItemInputSchema, pointItemStockSchema, pointRateInputSchema };
export { redemptionDecisionSchema, redemptionListSchema, redemptionRejectSchema };
export const redEnvelopeListSchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(20) });
export { promotionIdSchema, promotionInputSchema };
export { applicationApproveSchema, applicationIdSchema, applicationListSchema, applicationRejectSchema };
export const promotionListSchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) });
export { depositConfirmSchema, depositIdInputSchema, depositListQuerySchema, depositRejectSchema, methodSettingSchema };

export const regionBlockSchema = z
  .object({ kind: z.enum(['cidr', 'country']), value: z.string().trim().min(1).max(64) })
  .refine((r) => regionRuleOf(r.value, r.kind) !== null, { path: ['value'], message: 'invalid_rule' });

export const regionUnblockSchema = z
  .object({ value: z.string().trim().min(1).max(64) })
  .refine((r) => regionRuleOf(r.value) !== null, { path: ['value'], message: 'invalid_rule' });

export const flagSetSchema = z.object({ modId: z.string().regex(/^[A-Z0-9]{2,32}$/), enabled: z.boolean() });

export const accountsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) });

export const outboxQuerySchema = z.object({
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
});

export const contentListQuerySchema = z.object({ type: z.enum(CONTENT_LIST_TYPES).optional() });
/** A blog post's content id: `blog/<slug>`, as its files are named. */
export const blogIdSchema = z
  .string()
  .max(BLOG_ID_PREFIX.length + BLOG_SLUG_MAX)
  .refine((id) => id.startsWith(BLOG_ID_PREFIX) && BLOG_SLUG_PATTERN.test(id.slice(BLOG_ID_PREFIX.length)), 'a blog post, as blog/<slug>');
export const contentIdSchema = z.union([z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/), blogIdSchema], 'an announcement number, a help tag or blog/<slug>');
export const contentActiveSchema = z.object({ active: z.boolean() });
/** Editors' files travel whole; the site's 64 KB bound is for players' requests. */
/** A backup's file: an absolute path, since the server may run in another folder than the CLI. */
export const backupInputSchema = z.object({
  file: z
    .string()
    .min(2)
    .max(4096)
    .refine((f) => isAbsolute(f) && !hasControlCharacter(f), 'an absolute path'),
});

export const CONTENT_IMPORT_MAX_BYTES = 16 * 1024 * 1024;

/** Everything the operator does; the agent contracts' and responsible gambling's parts are their modules'. */
export interface OperatorOperations extends ContractOperations, ResponsibleOperations, SocialOperations {
  maintenanceStatus(): Promise<MaintenanceSetting>;
  setMaintenance(input: MaintenanceInput): Promise<MaintenanceSetting>;
  listRegionRules(): Promise<RegionRule[]>;
  blockRegion(input: RegionRuleValue): Promise<{ rule: RegionRule; created: boolean }>;
  unblockRegion(value: string): Promise<RegionRule>;
  listFlags(): Promise<SiteModule[]>;
  setFlag(input: z.infer<typeof flagSetSchema>): Promise<SiteModule>;
  listAccounts(query: z.infer<typeof accountsQuerySchema>): Promise<AccountRecord[]>;
  readOutbox(query: z.infer<typeof outboxQuerySchema>): Promise<OutboxRecord[]>;
  listContent(query: z.infer<typeof contentListQuerySchema>): Promise<ContentSummary[]>;
  exportContent(): Promise<ContentEntry[]>;
  /** Checked, sanitised and written as a whole, or refused as a whole (`content.invalid`). */
  importContent(entries: unknown[]): Promise<ImportReport>;
  setContentActive(id: string, active: boolean): Promise<{ id: string; active: boolean }>;
  /** Deletes a blog post (`blog/<slug>`) in every language; other content is hidden, never deleted. */
  deleteContent(id: string): Promise<{ id: string; deleted: true }>;
  /** Opens, or with `off` ends, a vendor's maintenance window. */
  setVendorMaintenance(input: VendorMaintenanceInput): Promise<VendorMaintenanceRecord>;
  /** The image and launch CDNs browsers pick from; and a change to them. */
  cdns(): Promise<CdnLists>;
  setCdns(input: CdnsInput): Promise<CdnLists>;
  /** Writes a snapshot of an embedded database to a new file on the server's machine. */
  backup(input: z.infer<typeof backupInputSchema>): Promise<BackupReport>;
  /** Credits or debits a member's wallet, with who and why kept beside the ledger event. */
  adjustWallet(input: z.infer<typeof adjustmentInputSchema>): Promise<AdjustmentResult>;
  /** Single wallet or transfer wallets; a switch to the single wallet brings every sub-wallet home. */
  walletMode(): Promise<WalletModeReport>;
  setWalletMode(input: z.infer<typeof walletModeInputSchema>): Promise<WalletModeReport>;
  /** Lifts a member's transaction-password lock and forgets the wrong answers. */
  unlockTransactionPassword(input: z.infer<typeof transactionPasswordUnlockSchema>): Promise<TransactionPasswordUnlock>;
  /** Turns off a member's authenticator app and deletes its recovery codes. */
  resetTotp(input: z.infer<typeof totpResetSchema>): Promise<TotpReset>;
  /** Corrects a member's real name; bank accounts in another name are removed. */
  changePayeeName(input: z.infer<typeof payeeNameInputSchema>): Promise<PayeeNameChange>;
  /** Members' withdrawals, newest first; paying sends the held money to the house, rejecting returns it. */
  listWithdrawals(query: z.infer<typeof withdrawalListInputSchema>): Promise<OperatorWithdrawal[]>;
  payWithdrawal(input: z.infer<typeof withdrawalPayInputSchema>): Promise<WithdrawalDecision>;
  rejectWithdrawal(input: z.infer<typeof withdrawalRejectInputSchema>): Promise<WithdrawalDecision>;
  /** A member's bank accounts; and an account checked with its bank, usable at once. */
  listBankAccounts(input: z.infer<typeof bankAccountsInputSchema>): Promise<OperatorBankAccount[]>;
  verifyBankAccount(input: z.infer<typeof verifyAccountInputSchema>): Promise<OperatorBankAccount>;
  /** The withdrawal rules, and a change to them. */
  withdrawalSettings(): Promise<SettingValue<'withdrawal'>>;
  setWithdrawalSettings(input: z.infer<typeof withdrawalSettingInputSchema>): Promise<SettingValue<'withdrawal'>>;
  /** Paid withdrawals the member says did not arrive, or arrived in part; a refund of the missing amount or a close settles one once. */
  listDisputes(query: z.infer<typeof disputeListInputSchema>): Promise<OperatorDispute[]>;
  refundDispute(input: z.infer<typeof disputeRefundInputSchema>): Promise<DisputeSettlement>;
  closeDispute(input: z.infer<typeof disputeCloseInputSchema>): Promise<DisputeSettlement>;
  /** A dispute's proof images, base64. */
  disputeProofs(input: z.infer<typeof disputeIdInputSchema>): Promise<{ id: number; proofs: { contentType: string; data: string }[] }>;
  /** The deposit methods with their limits, and a change to one. */
  listPaymentMethods(): Promise<MethodRecord[]>;
  setPaymentMethod(input: z.infer<typeof methodSettingSchema>): Promise<MethodRecord>;
  /** Members' deposits, newest first; confirming credits the wallet once, rejecting credits nothing. */
  listDeposits(query: z.infer<typeof depositListQuerySchema>): Promise<DepositRecord[]>;
  confirmDeposit(input: z.infer<typeof depositConfirmSchema>): Promise<DepositDecision>;
  rejectDeposit(input: z.infer<typeof depositRejectSchema>): Promise<DepositDecision>;
  /** A deposit's receipt image, base64. */
  depositReceipt(input: z.infer<typeof depositIdInputSchema>): Promise<{ id: number; contentType: string; data: string }>;
  /** A platform message to one member, an agent's team or everyone, in Spanish and English; and the messages sent. */
  sendMessage(input: z.infer<typeof broadcastInputSchema>): Promise<OperatorBroadcast>;
  listMessages(query: z.infer<typeof broadcastListInputSchema>): Promise<OperatorBroadcast[]>;
  /** The manual rebate's rate per product type, and a change to one. */
  rebateRates(): Promise<RebateRatesReport>;
  setRebateRate(input: z.infer<typeof rebateRateInputSchema>): Promise<RebateRatesReport>;
  setRebateDelay(input: z.infer<typeof rebateDelayInputSchema>): Promise<RebateRatesReport>;
  /** Red-envelope events: a new one, the list, and an early end. */
  createRedEnvelope(input: z.infer<typeof redEnvelopeInputSchema>): Promise<OperatorRedEnvelope>;
  listRedEnvelopes(query: z.infer<typeof redEnvelopeListSchema>): Promise<OperatorRedEnvelope[]>;
  endRedEnvelope(input: z.infer<typeof redEnvelopeIdSchema>): Promise<OperatorRedEnvelope>;
  /** Invite friends: the reward per friend and the first deposit it needs. */
  referralSetting(): Promise<ReferralSettingReport>;
  /** Missions: the list with what was claimed, a new one, and one taken off the list. */
  listMissions(): Promise<OperatorMission[]>;
  addMission(input: z.infer<typeof missionInputSchema>): Promise<OperatorMission>;
  disableMission(input: z.infer<typeof missionIdSchema>): Promise<OperatorMission>;
  setReferralSetting(input: z.infer<typeof referralSettingInputSchema>): Promise<ReferralSettingReport>;
  /** Promotions of the reward centre: a new one, the list with what each paid, and an early end. */
  addPromotion(input: z.infer<typeof promotionInputSchema>): Promise<OperatorPromotion>;
  listPromotions(query: z.infer<typeof promotionListSchema>): Promise<OperatorPromotion[]>;
  endPromotion(input: z.infer<typeof promotionIdSchema>): Promise<OperatorPromotion>;
  /** Applications to promotions the operator reviews: the list, their screenshots (base64), and the decision. */
  listApplications(query: z.output<typeof applicationListSchema>): Promise<OperatorApplication[]>;
  applicationImages(input: z.output<typeof applicationIdSchema>): Promise<{ id: number; images: { contentType: string; data: string }[] }>;
  approveApplication(input: z.output<typeof applicationApproveSchema>): Promise<OperatorApplication>;
  rejectApplication(input: z.output<typeof applicationRejectSchema>): Promise<OperatorApplication>;
  /** The points mall: its rates, its catalogue, the redemptions to decide, and a member's points corrected. */
  pointConfig(): Promise<PointConfigReport>;
  setPointRate(input: z.output<typeof pointRateInputSchema>): Promise<PointConfigReport>;
  listPointItems(): Promise<OperatorPointItem[]>;
  addPointItem(input: z.output<typeof pointItemInputSchema>): Promise<OperatorPointItem>;
  setPointItemStock(input: z.output<typeof pointItemStockSchema>): Promise<OperatorPointItem>;
  disablePointItem(input: z.output<typeof pointItemIdSchema>): Promise<OperatorPointItem>;
  listRedemptions(query: z.output<typeof redemptionListSchema>): Promise<OperatorRedemption[]>;
  approveRedemption(input: z.output<typeof redemptionDecisionSchema>): Promise<OperatorRedemption>;
  rejectRedemption(input: z.output<typeof redemptionRejectSchema>): Promise<OperatorRedemption>;
  adjustPoints(input: z.output<typeof pointAdjustmentSchema>): Promise<{ account: string; change: number; points: number; reason: string; by: string }>;
}

/** The operations on this process's platform. Writes refresh this process's status cache at once. */
export const localOperations = (p: Platform): OperatorOperations => ({
  ...contractOperations(p),
  ...responsibleOperations(p),
  ...socialOperations(p),
  maintenanceStatus: () => readMaintenance(p.db),
  setMaintenance: (input) => setMaintenance(p, input),
  listRegionRules: () => listRegionRules(p.db),
  blockRegion: (input) => blockRegion(p, input),
  unblockRegion: (value) => unblockRegion(p, value),
  listFlags: () => listModules(p.db),
  setFlag: ({ modId, enabled }) => setModuleEnabled(p, modId, enabled),
  listAccounts: ({ limit }) => listAccounts(p.db, limit),
  readOutbox: (query) => readOutbox(p.db, query),
  listContent: ({ type }) => listContent(p.db, type),
  exportContent: () => exportContent(p.db),
  importContent: (entries) => importContent(p, entries),
  setContentActive: (id, active) => setContentActive(p, id, active),
  deleteContent: (id) => deleteBlogPost(p, id.slice(BLOG_ID_PREFIX.length)),
  setVendorMaintenance: (input) => setVendorMaintenance(p, input),
  cdns: () => readCdns(p.db),
  setCdns: async (input) => {
    const lists = await setCdns(p, input);
    // Game art addresses are built from the image CDNs: this server draws them anew at once.
    forgetCatalogue(p);
    return lists;
  },
  adjustWallet: (input) => adjustWallet(p, input),
  walletMode: () => walletModeStatus(p),
  setWalletMode: (input) => setWalletMode(p, input),
  unlockTransactionPassword: (input) => unlockTransactionPassword(p, input),
  resetTotp: (input) => resetTotp(p, input),
  changePayeeName: (input) => changePayeeName(p, input),
  listWithdrawals: (query) => listWithdrawals(p, query),
  payWithdrawal: (input) => payWithdrawal(p, input),
  rejectWithdrawal: (input) => rejectWithdrawal(p, input),
  listBankAccounts: ({ account }) => listBankAccounts(p, account),
  verifyBankAccount: (input) => verifyBankAccount(p, input),
  withdrawalSettings: () => readWithdrawalSetting(p),
  setWithdrawalSettings: (input) => updateWithdrawalSetting(p, input),
  listDisputes: (query) => listDisputes(p, query),
  refundDispute: (input) => refundDispute(p, input),
  closeDispute: (input) => closeDispute(p, input),
  disputeProofs: ({ id }) => disputeProofs(p, id),
  listPaymentMethods: () => listMethods(p.db),
  setPaymentMethod: (input) => setMethod(p, input),
  listDeposits: (query) => listDeposits(p, query),
  confirmDeposit: (input) => confirmDeposit(p, input),
  rejectDeposit: (input) => rejectDeposit(p, input),
  depositReceipt: ({ id }) => depositReceipt(p, id),
  sendMessage: (input) => sendBroadcast(p, input),
  listMessages: (query) => listBroadcasts(p, query),
  rebateRates: () => rebateRatesReport(p),
  setRebateRate: (input) => setRebateRate(p, input),
  setRebateDelay: (input) => setRebateDelay(p, input),
  createRedEnvelope: (input) => createRedEnvelope(p, input),
  listRedEnvelopes: (query) => listRedEnvelopes(p, query),
  endRedEnvelope: (input) => endRedEnvelope(p, input),
  addPromotion: (input) => addPromotion(p, input),
  listPromotions: (query) => listPromotions(p, query),
  endPromotion: (input) => endPromotion(p, input),
  listApplications: (query) => listApplications(p, query),
  applicationImages: (input) => applicationImages(p, input),
  approveApplication: (input) => approveApplication(p, input),
  rejectApplication: (input) => rejectApplication(p, input),
  referralSetting: () => referralSettingReport(p),
  listMissions: () => listMissions(p),
  addMission: (input) => addMission(p, input),
  disableMission: (input) => disableMission(p, input),
  setReferralSetting: (input) => setReferralSetting(p, input),
  pointConfig: () => pointConfigReport(p),
  setPointRate: (input) => setPointRate(p, input),
  listPointItems: () => listPointItems(p),
  addPointItem: (input) => addPointItem(p, input),
  setPointItemStock: (input) => setPointItemStock(p, input),
  disablePointItem: (input) => disablePointItem(p, input),
  listRedemptions: (query) => listRedemptions(p, query),
  approveRedemption: (input) => decideRedemption(p, 'approved', input),
  rejectRedemption: (input) => decideRedemption(p, 'rejected', input),
  adjustPoints: (input) => adjustPoints(p, input),
  backup: async ({ file }) => {
    try {
      return await writeBackup(p.database, file);
    } catch (err) {
      if (err instanceof BackupRefused) throw new PlatformError('request_param_err', { fields: { file: [err.message] } });
      throw err;
    }
  },
});
