/**
 * The catalogue module: games and vendors (cached snapshot, lists, lanes, art), vendor
 * maintenance windows, the jackpot pool and the winner board.
 * Other modules use only what this file exports.
 */
export { gameArtRoutes } from './art.routes.ts';
export { escapeXml } from './art.ts';
export { gameRelaysRoutes } from './catalogue.routes.ts';
export { findGameByNodeId, gameColumns, nameIn, toGameItem } from './games.ts';
export type { GameRow } from './games.ts';
export { JACKPOT_SEED_RANGE, betPostings } from './jackpot.ts';
export type { BetAccounts } from './jackpot.ts';
export { inHouseVendors } from './lanes.ts';
export { lotteryMenuItem, lotteryMenus } from './lottery-games.ts';
export { catalogueSnapshot, forgetCatalogue, iconUrlOf } from './snapshot.ts';
export type { CatalogueSnapshot } from './snapshot.ts';
export { isUnderMaintenance, maintenanceValue, setVendorMaintenance, vendorMaintenanceInputSchema } from './vendor-maintenance.ts';
export type { VendorMaintenanceInput, VendorMaintenanceRecord } from './vendor-maintenance.ts';
export { BIG_WIN_THRESHOLD_MINOR, maskCustomerName, recordBigWin } from './winners.ts';
export { walletVendors } from './wallet-vendors.ts';
