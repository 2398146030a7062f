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
  contractListInputSchema,
  contractOperations,
  settlementIdInputSchema,
  settlementListInputSchema,
  siteOfferInputSchema,
  type ContractOperations,
} from '../modules/contracts/index.ts';
import { reopenInputSchema, responsibleListInputSchema, responsibleOperations, type ResponsibleOperations } from '../modules/responsible/index.ts';
import { socialOperations, type SocialOperations } from './social-operations.ts';
import { moneyOperations, type MoneyOperations } from './money-operations.ts';
import { rewardsOperations, type RewardsOperations } from './rewards-operations.ts';
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
export { contractListInputSchema, settlementIdInputSchema, settlementListInputSchema, siteOfferInputSchema };
export { reopenInputSchema, responsibleListInputSchema };

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

/** Everything the operator does; the agent contracts', responsible gambling's, social sign-in's, money's and rewards' parts live beside it. */
export interface OperatorOperations extends ContractOperations, ResponsibleOperations, SocialOperations, MoneyOperations, RewardsOperations {
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
}

/** The operations on this process's platform. Writes refresh this process's status cache at once. */
export const localOperations = (p: Platform): OperatorOperations => ({
  ...contractOperations(p),
  ...responsibleOperations(p),
  ...socialOperations(p),
  ...moneyOperations(p),
  ...rewardsOperations(p),
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
  backup: async ({ file }) => {
    try {
      return await writeBackup(p.database, file);
    } catch (err) {
      if (err instanceof BackupRefused) throw new PlatformError('request_param_err', { fields: { file: [err.message] } });
      throw err;
    }
  },
});
