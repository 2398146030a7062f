/** @jsxImportSource hono/jsx */
import type { LotteryPagePlay } from './page-play.ts';
import { LOTTERY_PAGE_PREFIX, PRIZE_TABLES, type GameState } from '../../modules/lottery/index.ts';
import type { GameAssets } from '../assets/game-assets.ts';
import { LOTTERY_DATA_ID, LOTTERY_SCRIPT_WORDS, type LotteryPageData } from '../client/page-data.ts';
import { Layout } from '../pages/Layout.tsx';
import { amountsIn, lotteryWords, playClockData, unfilledLotteryWords } from '../pages/words.ts';
import { RealityDialog } from '../pages/RealityDialog.tsx';
import { OpenedTable, TicketTable } from './DrawTables.tsx';
import { LotteryBar, UtcTime } from './LotteryBar.tsx';
import { stakeLimitsOf, TicketForm } from './TicketForm.tsx';

interface LotteryGameProps {
  play: LotteryPagePlay;
  state: GameState;
  assets: GameAssets;
}

const scriptData = ({ play, state }: LotteryGameProps): LotteryPageData => {
  const amount = amountsIn(play.locale);
  const api = `${LOTTERY_PAGE_PREFIX}/api/${play.token}`;
  const limits = stakeLimitsOf(play.options.prizeMode);
  const bets = PRIZE_TABLES[play.options.prizeMode].bets;
  return {
    api,
    lang: play.language,
    locale: play.locale,
    digits: Object.fromEntries(Object.entries(bets).map(([type, rule]) => [type, rule.digits])),
    stake: { ...limits, minText: amount(limits.min), maxText: amount(limits.max) },
    words: unfilledLotteryWords(play.language, LOTTERY_SCRIPT_WORDS),
    state,
    clock: playClockData(play.language, { pingUrl: `${api}/ping`, realityUrl: `${api}/reality` }),
  };
};

/** A lottery game's betting page: the draw on sale, the ticket form, the member's tickets and the results. */
export const LotteryGame = (props: LotteryGameProps) => {
  const { play, state, assets } = props;
  const t = lotteryWords(play.language);
  return (
    <Layout
      lang={play.language}
      title={t('page.title', { game: state.game.name })}
      style={assets.url['lottery.css']}
      script={{ src: assets.url['lottery.js'], data: { id: LOTTERY_DATA_ID, value: scriptData(props) } }}
    >
      <LotteryBar t={t} play={play} heading={state.game.name} balance={state.balance} session />
      <main>
        <nav class="lobby-link">
          <a href="?view=lobby">{t('lobby.all')}</a>
        </nav>
        <section class="draw" aria-labelledby="draw-heading">
          <img src={state.game.iconUrl} alt="" width="96" height="72" />
          <div>
            <h2 id="draw-heading">{t('draw.heading')}</h2>
            <p id="prize-mode">{t('draw.mode', { mode: t(`mode.${play.options.prizeMode}`) })}</p>
            <p id="draw-no">{t('draw.number', { drawNo: state.draw.drawNo })}</p>
            <p>
              {t('draw.at')}: <UtcTime id="draw-at" at={state.draw.drawAt} />
            </p>
            <p>
              {t('draw.closesIn')}{' '}
              <span id="countdown" role="timer" aria-atomic="true">
                --:--
              </span>
            </p>
            <p id="pending" hidden={!state.pending}>
              {state.pending ? t('draw.pending', { drawNo: state.pending.drawNo }) : ''}
            </p>
          </div>
        </section>
        <TicketForm t={t} play={play} />
        <TicketTable t={t} play={play} state={state} />
        <OpenedTable t={t} state={state} />
        <p id="announcer" class="visually-hidden" aria-live="polite" aria-atomic="true" />
      </main>
      <RealityDialog lang={play.language} />
    </Layout>
  );
};
