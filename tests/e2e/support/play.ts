import { expect, type Page } from '@playwright/test';
import { text, type Lang } from './catalogue.ts';

/**
 * Plays `rounds` rounds at `stake` on the first in-house game (/bgs), as a player does: from its
 * tile, in the game page's frame. Resolves with the game's name and the frame.
 */
export const playFirstInHouseGame = async (page: Page, lang: Lang, stake: string, rounds = 1) => {
  await page.goto('/bgs');
  const tile = page.getByRole('main').getByRole('article').first();
  const game = (await tile.getByRole('heading', { level: 3 }).textContent())!.trim();
  await tile.getByRole('button', { name: `${text(lang, 'games.tile.play')} ${game}` }).click();
  const frame = page.frameLocator('main iframe');
  await frame.getByLabel(text(lang, 'game-server.stake')).selectOption(stake);
  for (let round = 1; round <= rounds; round++) {
    await frame.getByRole('button', { name: text(lang, 'game-server.spin') }).click();
    await expect(frame.getByTestId('slot-rounds')).toHaveText(String(round));
  }
  return { game, frame };
};
