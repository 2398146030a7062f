/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import type { SlotSession } from '../../../contract/game-play.ts';
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { SLOT_SYMBOLS } from '../../modules/play/index.ts';
import type { GameAssets } from '../assets/game-assets.ts';
import { SLOT_DATA_ID, type SlotPageData } from '../client/page-data.ts';
import { Layout } from '../pages/Layout.tsx';
import { RealityDialog } from '../pages/RealityDialog.tsx';
import { amountsIn, playClockData, slotWords, type SlotWord, type Translate } from '../pages/words.ts';
import { SlotMachine, SlotPaytable } from './SlotMachine.tsx';
import { SymbolSprite } from './SlotSymbols.tsx';

export interface SlotPageProps {
  view: SlotSession;
  lang: ShippedLanguage;
  /** The market's locale for the language (`es-MX`): how money is written. */
  locale: string;
  assets: GameAssets;
  /** Where the page plays rounds, and reads the launch again. */
  roundUrl: string;
  viewUrl: string;
  pingUrl: string;
  realityUrl: string;
  /** The server's clock, epoch ms: the time played ticks from it. */
  serverNow: number;
}

const scriptData = ({ view, lang, locale, roundUrl, viewUrl, pingUrl, realityUrl, serverNow }: SlotPageProps, t: Translate<SlotWord>): SlotPageData => ({
  lang,
  locale,
  currency: view.currency,
  startedAt: view.startedAt,
  serverNow,
  roundUrl,
  viewUrl,
  clock: view.mode === 'real' ? playClockData(lang, { pingUrl, realityUrl }) : null,
  text: {
    spin: t('spin'),
    spinning: t('spinning'),
    retry: t('retry'),
    win: t('result.win'),
    loss: t('result.loss'),
    network: t('network'),
    failed: t('failed'),
  },
  symbols: Object.fromEntries(SLOT_SYMBOLS.map((s) => [s, t(`symbol.${s}`)])),
});

const Stat = ({ id, label, children }: { id: string; label: string; children: Child }) => (
  <div>
    <dt>{label}</dt>
    <dd id={id} data-testid={id}>
      {children}
    </dd>
  </div>
);

/** The playable slot page, complete before its script runs; the script only makes Spin play. */
export const SlotPage = (props: SlotPageProps) => {
  const { view, lang, assets } = props;
  const t = slotWords(lang);
  const format = amountsIn(props.locale);
  const money = (wire: string) => `${format(wire)} ${view.currency}`;
  const signed = (wire: string) => `${wire.startsWith('-') || /^0+\.00$/.test(wire) ? '' : '+'}${money(wire)}`;
  return (
    <Layout
      lang={lang}
      title={t('documentTitle', { game: view.gameName, vendor: view.vendor })}
      style={assets.url['slot.css']}
      script={{ src: assets.url['slot.js'], data: { id: SLOT_DATA_ID, value: scriptData(props, t) } }}
    >
      <main class="slot" aria-labelledby="slot-title">
        <header class="slot-head">
          <img src={view.iconUrl} alt="" width="72" height="72" />
          <div>
            <h1 id="slot-title">{view.gameName}</h1>
            <p>
              {t('byVendor', { vendor: view.vendor })}
              <span class="mode">{t(view.mode === 'real' ? 'mode.real' : 'mode.free')}</span>
            </p>
          </div>
        </header>
        <section class="stats" aria-label={t('session')}>
          <dl>
            <Stat id="slot-balance" label={t(view.mode === 'real' ? 'balance' : 'freeBalance')}>
              {money(view.balance)}
            </Stat>
            <Stat id="slot-win" label={t('lastWin')}>
              {money('0.00')}
            </Stat>
            <Stat id="slot-net" label={t('net')}>
              {signed(view.net)}
            </Stat>
            <Stat id="slot-rounds" label={t('rounds')}>
              {view.rounds}
            </Stat>
            <div>
              <dt>{t('time')}</dt>
              <dd id="slot-time">
                <time id="slot-clock" datetime="PT0S">
                  00:00
                </time>
              </dd>
            </div>
          </dl>
        </section>
        <SlotMachine t={t} />
        <p class="result" id="slot-result" role="status" aria-live="polite" aria-atomic="true">
          {t('ready')}
        </p>
        <p class="problem" id="slot-problem" role="alert" hidden />
        <form class="controls" id="slot-controls">
          <label>
            {t('stake')}
            <select id="slot-stake" name="stake">
              {view.stakes.map((s) => (
                <option value={s}>{money(s)}</option>
              ))}
            </select>
          </label>
          <button type="submit" id="slot-spin" aria-disabled="false">
            {t('spin')}
          </button>
        </form>
        <noscript>
          <p class="problem">{t('noscript')}</p>
        </noscript>
        <SlotPaytable t={t} lang={lang} />
      </main>
      {view.mode === 'real' && <RealityDialog lang={lang} />}
      <SymbolSprite />
    </Layout>
  );
};
