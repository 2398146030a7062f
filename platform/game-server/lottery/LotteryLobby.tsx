/** @jsxImportSource hono/jsx */
import type { LotteryPagePlay } from './page-play.ts';
import type { LobbyState } from '../../modules/lottery/index.ts';
import type { GameAssets } from '../assets/game-assets.ts';
import { Layout } from '../pages/Layout.tsx';
import { lotteryWords } from '../pages/words.ts';
import { LotteryBar } from './LotteryBar.tsx';

/** A prize mode's lobby: a card per game, each a link to its betting page. No script. */
export const LotteryLobby = ({ play, state, assets }: { play: LotteryPagePlay; state: LobbyState; assets: GameAssets }) => {
  const t = lotteryWords(play.language);
  const mode = t(`mode.${play.options.prizeMode}`);
  return (
    <Layout lang={play.language} title={t('page.lobbyTitle', { mode })} style={assets.url['lottery.css']}>
      <LotteryBar t={t} play={play} heading={mode} balance={state.balance} />
      <main>
        <h2>{t('lobby.heading')}</h2>
        {state.games.length ? (
          <ul class="games">
            {state.games.map((g) => (
              <li>
                <a class="card" href={`?game=${encodeURIComponent(g.code)}`}>
                  <img src={g.iconUrl} alt="" width="72" height="54" />
                  <span class="name">{g.name}</span>
                  <span class="pace">{t('lobby.pace', { minutes: g.paceMinutes })}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('lobby.empty')}</p>
        )}
      </main>
    </Layout>
  );
};
