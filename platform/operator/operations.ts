import { z } from 'zod';
import type { Platform } from '../context.ts';
import { maintenanceInputSchema, readMaintenance, setMaintenance, type MaintenanceInput } from '../services/maintenance.ts';
import { blockRegion, listRegionRules, regionRuleOf, unblockRegion, type RegionRule, type RegionRuleValue } from '../services/region.ts';
import { listModules, setModuleEnabled, type MaintenanceSetting, type SiteModule } from '../services/settings.ts';
import { listAccounts, readOutbox, type AccountRecord, type OutboxRecord } from './records.ts';

/*
 * What an operator can do. The operator API serves these over HTTP, and the CLI calls them in
 * process when no server runs, so both paths validate with the same schemas and answer the same
 * JSON.
 */
export { maintenanceInputSchema };

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

export interface OperatorOperations {
  maintenanceStatus(): Promise<MaintenanceSetting>;
  setMaintenance(input: MaintenanceInput): Promise<MaintenanceSetting>;
  listRegionRules(): Promise<RegionRule[]>;
  blockRegion(input: RegionRuleValue): Promise<{ rule: RegionRule; created: boolean }>;
  unblockRegion(value: string): Promise<RegionRule>;
  listFlags(): Promise<SiteModule[]>;
  setFlag(input: z.infer<typeof flagSetSchema>): Promise<SiteModule>;
  listAccounts(query: z.infer<typeof accountsQuerySchema>): Promise<AccountRecord[]>;
  readOutbox(query: z.infer<typeof outboxQuerySchema>): Promise<OutboxRecord[]>;
}

/** The operations on this process's platform. Writes refresh this process's status cache at once. */
export const localOperations = (p: Platform): OperatorOperations => ({
  maintenanceStatus: () => readMaintenance(p.db),
  setMaintenance: (input) => setMaintenance(p, input),
  listRegionRules: () => listRegionRules(p.db),
  blockRegion: (input) => blockRegion(p, input),
  unblockRegion: (value) => unblockRegion(p, value),
  listFlags: () => listModules(p.db),
  setFlag: ({ modId, enabled }) => setModuleEnabled(p, modId, enabled),
  listAccounts: ({ limit }) => listAccounts(p.db, limit),
  readOutbox: (query) => readOutbox(p.db, query),
});
