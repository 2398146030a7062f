/** @jsxImportSource hono/jsx */
import type { LotteryPagePlay } from './page-play.ts';
import type { LotteryBetType } from '../../../contract/game-play.ts';
import type { LotteryPrizeMode } from '../../../contract/games.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import { betTypesOf, PRIZE_TABLES } from '../../modules/lottery/index.ts';
import { amountsIn, type LotteryWord, type Translate } from '../pages/words.ts';

/** The stake the form offers first. */
const DEFAULT_STAKE = '10.00';

/** A prize mode's stakes of one ticket, as the form writes them. */
export const stakeLimitsOf = (mode: LotteryPrizeMode) => {
  const { min, max } = PRIZE_TABLES[mode].stake;
  return { min: formatMinor(min), max: formatMinor(max) };
};

interface BetOptionProps {
  t: Translate<LotteryWord>;
  play: LotteryPagePlay;
  type: LotteryBetType;
  checked: boolean;
}

const BetOption = ({ t, play, type, checked }: BetOptionProps) => (
  <label class="choice">
    <input type="radio" name="betType" value={type} checked={checked} />{' '}
    {t(`form.${type}`, { multiplier: PRIZE_TABLES[play.options.prizeMode].bets[type]!.multiplier.toLocaleString(play.locale) })}
  </label>
);

/** The ticket form of the launch's prize mode (its bets and stakes): complete HTML, checked and sent by the page's script. */
export const TicketForm = ({ t, play }: { t: Translate<LotteryWord>; play: LotteryPagePlay }) => {
  const amount = amountsIn(play.locale);
  const mode = play.options.prizeMode;
  const types = betTypesOf(mode);
  const limits = stakeLimitsOf(mode);
  return (
    <section class="buy" aria-labelledby="form-heading">
      <h2 id="form-heading">{t('form.heading')}</h2>
      <form id="ticket-form" novalidate>
        <fieldset>
          <legend>{t('form.betType')}</legend>
          {types.map((type, i) => (
            <BetOption t={t} play={play} type={type} checked={i === 0} />
          ))}
        </fieldset>
        <div class="field">
          <label for="pick">{t('form.pick')}</label>
          <input
            id="pick"
            name="pick"
            inputmode="numeric"
            autocomplete="off"
            maxlength={PRIZE_TABLES[mode].bets[types[0]!]!.digits}
            required
            aria-describedby="pick-hint pick-error"
          />
          <p id="pick-hint" class="hint">
            {t('form.pickHint', { digits: PRIZE_TABLES[mode].bets[types[0]!]!.digits })}
          </p>
          <p id="pick-error" class="error" hidden />
        </div>
        <div class="field">
          <label for="stake">{t('form.stake', { currency: play.currency })}</label>
          <input
            id="stake"
            name="stake"
            type="number"
            inputmode="decimal"
            min={limits.min}
            max={limits.max}
            step="0.01"
            value={DEFAULT_STAKE}
            required
            aria-describedby="stake-hint stake-error"
          />
          <p id="stake-hint" class="hint">
            {t('form.stakeHint', { min: amount(limits.min), max: amount(limits.max) })}
          </p>
          <p id="stake-error" class="error" hidden />
        </div>
        <button type="submit" id="buy">
          {t('form.submit')}
        </button>
        <p id="form-status" role="status" />
        <p id="form-alert" role="alert" />
      </form>
      <noscript>
        <p class="error">{t('page.noscript')}</p>
      </noscript>
    </section>
  );
};
