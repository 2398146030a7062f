import { z } from 'zod';
import type { Platform } from '../../context.ts';
import type { Db } from '../../db/index.ts';
import { fail } from '../../core/errors.ts';
import { readSetting, writeSetting, type MaintenanceSetting } from './settings.ts';

export const MAINTENANCE_MESSAGE_MAX = 500;

/**
 * Switching maintenance on or off. The end time is what players are told; maintenance stays on
 * until an operator turns it off, because work that overruns must not reopen the site by itself.
 */
export const maintenanceInputSchema = z.discriminatedUnion('enabled', [
  z.object({
    enabled: z.literal(true),
    until: z.iso.datetime({ offset: true }).nullable().optional(),
    message: z.string().trim().min(1).max(MAINTENANCE_MESSAGE_MAX).nullable().optional(),
  }),
  z.object({ enabled: z.literal(false) }),
]);
export type MaintenanceInput = z.infer<typeof maintenanceInputSchema>;

const OFF: MaintenanceSetting = { enabled: false, end: null, message: null };

export const readMaintenance = async (db: Db): Promise<MaintenanceSetting> => (await readSetting(db, 'maintenance')) ?? OFF;

export const setMaintenance = async (p: Platform, input: MaintenanceInput): Promise<MaintenanceSetting> => {
  let next = OFF;
  if (input.enabled) {
    const end = input.until ? new Date(input.until) : null;
    if (end && end.getTime() <= p.now().getTime()) return fail('request_param_err', { fields: { until: ['in_the_past'] } });
    next = { enabled: true, end: end?.toISOString() ?? null, message: input.message ?? null };
  }
  await writeSetting(p, 'maintenance', next);
  return next;
};

/** The maintenance part of the status call (CONTRACT.md 4.2). */
export const maintenanceView = (m: MaintenanceSetting) => ({
  maintenance: m.enabled,
  maintenanceEnd: m.enabled && m.end ? Date.parse(m.end) : null,
  maintenanceMessage: m.enabled ? m.message : null,
});
