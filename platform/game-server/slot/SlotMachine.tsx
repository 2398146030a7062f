/** @jsxImportSource hono/jsx */
import type { ShippedLanguage } from '../../../contract/languages.ts';
import { returnToPlayer, SLOT_SYMBOLS, spinAt, THREE_OF_A_KIND, TWO_CHERRIES, type SlotSymbol } from '../../modules/play/index.ts';
import { formatPercent, type SlotWord, type Translate } from '../pages/words.ts';
import { SymbolImage } from './SlotSymbols.tsx';

// A fixed losing line to show before the first spin: the machine at rest never looks like a win.
const RESTING = spinAt([2, 2, 2]).reels;

type Words = { t: Translate<SlotWord> };

const Reel = ({ t, symbols, n }: Words & { symbols: readonly SlotSymbol[]; n: number }) => (
  <div class="reel" role="group" aria-label={t('reel', { n })}>
    {symbols.map((s) => (
      <span class="cell" role="img" aria-label={t(`symbol.${s}`)}>
        <SymbolImage symbol={s} />
      </span>
    ))}
  </div>
);

/** The three reels at rest; the script turns them after each round. */
export const SlotMachine = ({ t }: Words) => (
  <section class="machine" aria-labelledby="slot-machine-title">
    <h2 id="slot-machine-title">{t('machine')}</h2>
    <div class="reels" id="slot-reels" aria-describedby="slot-payline">
      {RESTING.map((symbols, i) => (
        <Reel t={t} symbols={symbols} n={i + 1} />
      ))}
    </div>
    <p class="payline-note" id="slot-payline">
      {t('payline')}
    </p>
  </section>
);

/** What each line pays, and the machine's return to player. */
export const SlotPaytable = ({ t, lang }: Words & { lang: ShippedLanguage }) => (
  <details class="paytable">
    <summary>{t('paytable')}</summary>
    <table>
      <thead>
        <tr>
          <th scope="col">{t('paytable.line')}</th>
          <th scope="col">{t('paytable.pays')}</th>
        </tr>
      </thead>
      <tbody>
        {SLOT_SYMBOLS.map((s) => (
          <tr>
            <td>{t('paytable.three', { symbol: t(`symbols.${s}`) })}</td>
            <td>{THREE_OF_A_KIND[s]}×</td>
          </tr>
        ))}
        <tr>
          <td>{t('paytable.twoCherries')}</td>
          <td>{TWO_CHERRIES}×</td>
        </tr>
      </tbody>
    </table>
    <p>{t('paytable.rtp', { rtp: formatPercent(returnToPlayer().ratio, lang) })}</p>
  </details>
);
