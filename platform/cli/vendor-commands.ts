import { vendorMaintenanceInputSchema, type VendorMaintenanceRecord } from '../modules/catalogue/index.ts';
import { define, UsageError, valid } from './command.ts';

/*
 * A game vendor's maintenance window: its games refuse to launch (`vendor_under_maintenance`,
 * with the window shown to the player) from --from until --until, or until switched off.
 */
const windowText = (r: VendorMaintenanceRecord) => {
  const name = `${r.vendor} (${r.displayName})`;
  if (!r.from) return `${name}: no maintenance window; its games launch.`;
  const span = `from ${r.from} until ${r.until ?? 'switched off'}`;
  return r.active ? `${name}: IN MAINTENANCE ${span}; its games do not launch.` : `${name}: maintenance scheduled ${span}.`;
};

export const VENDOR_COMMANDS = [
  define({
    words: ['vendor', 'maintenance'],
    args: ['<CODE>'],
    options: ['until', 'from', 'off'],
    summary:
      "Close a vendor's games from --from (default now) until --until (ISO times with zone); they reopen by themselves at --until. --off reopens them at once.",
    example: 'vendor maintenance PG --until 2026-11-22T06:00:00Z',
    parse: ([vendor], o) => {
      if (o.off && (o.until !== undefined || o.from !== undefined)) throw new UsageError('--off takes no --until or --from');
      if (!o.off && o.until === undefined) throw new UsageError('Give --until <ISO time> to start a window, or --off to end it');
      return valid(vendorMaintenanceInputSchema, o.off ? { off: true, vendor } : { off: false, vendor, until: o.until, from: o.from });
    },
    run: (ops, input) => ops.setVendorMaintenance(input),
    render: (r) => `${windowText(r)}\nLaunches read the window on every call, on every server.`,
  }),
];
