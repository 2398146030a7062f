// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { launchAttributes, launchTargetOf, tileLaunchAttributes, type LaunchTarget } from './launch-target.ts';

const game: LaunchTarget = {
  gameId: 570,
  nodeId: 100570,
  vendor: 'PG',
  gameType: 'RNG',
  platform: 'html5-desktop',
  newWindow: false,
  name: 'Mega Lobo Deluxe',
};

const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');

/** A tile as GameTile.astro draws it: the play button's data, the star's node id, the heading's name. */
const tile = (target: LaunchTarget) => {
  document.body.innerHTML = `<article data-tile><div><img alt=""><button data-tile-fav="${target.nodeId}"></button></div>
    <h3> ${target.name} </h3><div><button data-tile-play${attributes(tileLaunchAttributes(target))}>Play</button><button data-tile-trial>Free trial</button></div></article>`;
  const find = (selector: string) => document.querySelector<HTMLElement>(selector)!;
  return { play: find('[data-tile-play]'), trial: find('[data-tile-trial]'), star: find('[data-tile-fav]') };
};

describe('launch targets', () => {
  it('reads a tile back from any of its buttons', () => {
    const { play, trial, star } = tile(game);
    for (const button of [play, trial, star]) expect(launchTargetOf(button)).toEqual(game);
  });

  it('writes the usual platform and window nowhere, and any other one on the play button', () => {
    expect(tileLaunchAttributes(game)).toEqual({ 'data-game-id': '570', 'data-vendor': 'PG', 'data-game-type': 'RNG' });
    const other = { ...game, platform: 'html5', newWindow: true };
    expect(launchTargetOf(tile(other).trial)).toEqual(other);
  });

  it('reads a vendor link back from its own attributes', () => {
    const vendor = { ...game, gameType: 'LIVE', name: 'Evolution', newWindow: true };
    document.body.innerHTML = `<a href="/live" data-launch="real"${attributes(launchAttributes(vendor))}>Evolution</a>`;
    expect(launchTargetOf(document.querySelector('a')!)).toEqual(vendor);
  });

  it('finds no target where the data is missing', () => {
    document.body.innerHTML = '<a href="/live" data-launch="real" data-game-id="1">Lobby</a>';
    expect(launchTargetOf(document.querySelector('a')!)).toBeNull();
  });
});
