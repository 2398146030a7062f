import type { Game, VendorCard } from '../../../contract/games.ts';

/**
 * What a launch needs to know about a game or a vendor lobby, carried by its tile or card as data
 * attributes: the server writes them into the HTML, the click handler reads them back.
 */
export interface LaunchTarget {
  gameId: number;
  nodeId: number;
  vendor: string;
  gameType: string;
  platform: string;
  /** The vendor opens its games in a window of their own (CONTRACT.md 4.5: `appNewWindow` 1 or 2). */
  newWindow: boolean;
  name: string;
}

/** The data attributes of a launchable element (`data-game-id` and so on). */
export const launchAttributes = (t: LaunchTarget): Record<string, string> => ({
  'data-game-id': String(t.gameId),
  'data-node-id': String(t.nodeId),
  'data-vendor': t.vendor,
  'data-game-type': t.gameType,
  'data-platform': t.platform,
  'data-new-window': t.newWindow ? '1' : '0',
  'data-name': t.name,
});

export const gameLaunchTarget = (game: Game): LaunchTarget => ({
  gameId: game.gameId,
  nodeId: game.nodeId,
  vendor: game.vassalage,
  gameType: game.gameType,
  platform: game.platform,
  newWindow: game.appNewWindow === 1 || game.appNewWindow === 2,
  name: game.gameName,
});

/** A vendor card that launches its lobby (`isGame` "game" with a game id); null for cards that list games. */
export const cardLaunchTarget = (card: VendorCard): LaunchTarget | null =>
  card.isGame === 'game' && card.gameId !== undefined && card.nodeId !== undefined
    ? {
        gameId: card.gameId,
        nodeId: card.nodeId,
        vendor: card.vassalage,
        gameType: card.gameType,
        platform: 'html5-desktop',
        newWindow: card.appNewWindow === 1 || card.appNewWindow === 2,
        name: card.displayName,
      }
    : null;

/** Reads the attributes back; null when the element does not carry a whole target. */
export const launchTargetOf = (el: HTMLElement): LaunchTarget | null => {
  const d = el.dataset;
  const gameId = Number(d.gameId);
  const nodeId = Number(d.nodeId);
  if (!Number.isInteger(gameId) || gameId <= 0 || !Number.isInteger(nodeId) || nodeId <= 0 || !d.vendor || !d.gameType) return null;
  return {
    gameId,
    nodeId,
    vendor: d.vendor,
    gameType: d.gameType,
    platform: d.platform || 'html5-desktop',
    newWindow: d.newWindow === '1',
    name: d.name ?? '',
  };
};
