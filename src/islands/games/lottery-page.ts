import { watchGameBalance } from './game-launch.ts';

/**
 * The lottery pages' script: everything else is in the server's HTML. Bets placed in the lottery
 * frame report to this page, and the header's balance follows (src/islands/games/game-launch.ts).
 */
export const startLotteryPage = () => {
  if (document.querySelector('[data-lottery]')) watchGameBalance();
};
