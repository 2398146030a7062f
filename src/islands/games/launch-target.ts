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

/** The platform a launch asks for unless the game names another. */
const DEFAULT_PLATFORM = 'html5-desktop';

/**
 * The data attributes of a game tile's play button (`data-game-id` and so on): the tile's star
 * has the node id and its heading the name. The platform and the window are written only when
 * they are not the usual ones, which `launchTargetOf` assumes.
 */
export const tileLaunchAttributes = (t: LaunchTarget): Record<string, string> => ({
  'data-game-id': String(t.gameId),
  'data-vendor': t.vendor,
  'data-game-type': t.gameType,
  ...(t.platform === DEFAULT_PLATFORM ? {} : { 'data-platform': t.platform }),
  ...(t.newWindow ? { 'data-new-window': '1' } : {}),
});

/** The data attributes of any other launchable element (a vendor's link or card). */
export const launchAttributes = (t: LaunchTarget): Record<string, string> => ({
  ...tileLaunchAttributes(t),
  'data-node-id': String(t.nodeId),
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
        platform: DEFAULT_PLATFORM,
        newWindow: card.appNewWindow === 1 || card.appNewWindow === 2,
        name: card.displayName,
      }
    : null;

interface LaunchData {
  gameId?: string | undefined;
  nodeId?: string | undefined;
  vendor?: string | undefined;
  gameType?: string | undefined;
  platform?: string | undefined;
  newWindow?: string | undefined;
  name?: string | undefined;
}

/**
 * What a game tile says of its game, for any of its buttons: the play button's attributes, the
 * star's node id and the heading's name. Elsewhere an element carries all of it itself.
 */
const launchDataOf = (el: HTMLElement): LaunchData => {
  const tile = el.closest('[data-tile]');
  if (!tile) return el.dataset;
  return {
    ...tile.querySelector<HTMLElement>('[data-tile-play]')?.dataset,
    nodeId: tile.querySelector<HTMLElement>('[data-tile-fav]')?.dataset.tileFav,
    name: tile.querySelector('h3')?.textContent?.trim(),
  };
};

/** Reads the attributes back; null when the element does not carry a whole target. */
export const launchTargetOf = (el: HTMLElement): LaunchTarget | null => {
  const d = launchDataOf(el);
  const gameId = Number(d.gameId);
  const nodeId = Number(d.nodeId);
  if (!Number.isInteger(gameId) || gameId <= 0 || !Number.isInteger(nodeId) || nodeId <= 0 || !d.vendor || !d.gameType) return null;
  return {
    gameId,
    nodeId,
    vendor: d.vendor,
    gameType: d.gameType,
    platform: d.platform || DEFAULT_PLATFORM,
    newWindow: d.newWindow === '1',
    name: d.name ?? '',
  };
};
