/**
 * The system module: site status (maintenance, region rules, flags, settings, contacts), cached
 * for every request, and the boot-time configuration calls.
 * Other modules use only what this file exports.
 */
export { cdnsInputSchema, readCdns, setCdns } from './cdns.ts';
export type { CdnLists, CdnsInput } from './cdns.ts';
export { decodeCsPath, encodeCsPath } from './customer-service.ts';
export { maintenanceInputSchema, readMaintenance, setMaintenance } from './maintenance.ts';
export type { MaintenanceInput } from './maintenance.ts';
export { blockRegion, listRegionRules, regionRuleOf, unblockRegion } from './region.ts';
export type { RegionRule, RegionRuleValue } from './region.ts';
export { invalidateSite, listModules, readSetting, setModuleEnabled, writeSetting } from './settings.ts';
export type { MaintenanceSetting, SettingKey, SettingValue, SiteModule } from './settings.ts';
export { isModuleEnabled, passwordMaxAgeDays, requireModule, weakPassword } from './site-flags.ts';
export { checkReadiness } from './readiness.ts';
export { readWalletMode, walletMode } from './wallet-mode.ts';
export { buildSystemStatus, currencySymbolOf, gateStatus, marketLocaleOf, siteSnapshot } from './status.ts';
export { systemRoutes } from './system.routes.ts';
