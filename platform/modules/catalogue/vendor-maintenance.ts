import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Platform } from '../../context.ts';
import { gameVendors } from '../../db/schema/index.ts';
import { fail } from '../../core/errors.ts';

/*
 * A vendor's maintenance window: its games do not launch while it runs. Launches read the window
 * from the database every time, so an operator's change reaches every server at once.
 */

export interface VendorWindow {
  maintenanceFrom: Date | null;
  maintenanceUntil: Date | null;
}

/** From `maintenance_from` (inclusive) to `maintenance_until` (exclusive); with no end, until switched off. */
export const isUnderMaintenance = (w: VendorWindow, now: Date): boolean =>
  w.maintenanceFrom !== null && w.maintenanceFrom.getTime() <= now.getTime() && (w.maintenanceUntil === null || now.getTime() < w.maintenanceUntil.getTime());

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYY-MM-DD HH:mm:ss`, as the client shows the window (CONTRACT.md 2.3 step 3). In UTC: the
 * platform does not know the player's zone, and the client's dialog prints the text as it comes.
 */
export const windowTime = (d: Date) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** The `value` of `vendor_under_maintenance`; an open-ended window has an empty `endTime`. */
export const maintenanceValue = (vendor: string, w: VendorWindow) => ({
  content: {
    data: {
      vendor,
      maintainTime: w.maintenanceFrom ? windowTime(w.maintenanceFrom) : '',
      endTime: w.maintenanceUntil ? windowTime(w.maintenanceUntil) : '',
    },
  },
});

const isoTime = z.iso.datetime({ offset: true });

/** An operator's request: a window from `from` (now when absent) until `until`, or `off`. */
export const vendorMaintenanceInputSchema = z.discriminatedUnion('off', [
  z.object({ off: z.literal(false), vendor: z.string().trim().min(1).max(32), from: isoTime.optional(), until: isoTime }),
  z.object({ off: z.literal(true), vendor: z.string().trim().min(1).max(32) }),
]);
export type VendorMaintenanceInput = z.infer<typeof vendorMaintenanceInputSchema>;

export interface VendorMaintenanceRecord {
  vendor: string;
  displayName: string;
  /** ISO times, or null when no window is set. */
  from: string | null;
  until: string | null;
  /** Whether the window is running now, so the vendor's games do not launch. */
  active: boolean;
}

const recordOf = (row: typeof gameVendors.$inferSelect, now: Date): VendorMaintenanceRecord => ({
  vendor: row.code,
  displayName: row.displayName,
  from: row.maintenanceFrom?.toISOString() ?? null,
  until: row.maintenanceUntil?.toISOString() ?? null,
  active: isUnderMaintenance(row, now),
});

/** Sets or clears a vendor's window. Codes are matched as stored (upper case); an unknown one is refused. */
export const setVendorMaintenance = async (p: Platform, input: VendorMaintenanceInput): Promise<VendorMaintenanceRecord> => {
  const now = p.now();
  const code = input.vendor.toUpperCase();
  let window: VendorWindow = { maintenanceFrom: null, maintenanceUntil: null };
  if (!input.off) {
    const from = input.from ? new Date(input.from) : now;
    const until = new Date(input.until);
    if (until.getTime() <= now.getTime()) fail('request_param_err', { fields: { until: ['in_the_past'] } });
    if (until.getTime() <= from.getTime()) fail('request_param_err', { fields: { until: ['before_from'] } });
    window = { maintenanceFrom: from, maintenanceUntil: until };
  }
  const [row] = await p.db.update(gameVendors).set(window).where(eq(gameVendors.code, code)).returning();
  if (!row) return fail('request_param_err', { fields: { vendor: ['unknown_vendor'] } });
  return recordOf(row, now);
};
