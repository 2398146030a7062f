/** @jsxImportSource hono/jsx */
import type { LotteryPagePlay } from './page-play.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import { BET_RULES, TICKET_STAKE_MINOR } from '../../modules/lottery/index.ts';
import { amountsIn, type LotteryWord, type Translate } from '../pages/words.ts';

/** The stake the form offers first. */
const DEFAULT_STAKE = '10.00';

export const STAKE_LIMITS = { min: formatMinor(TICKET_STAKE_MINOR.min), max: formatMinor(TICKET_STAKE_MINOR.max) } as const;

const BetOption = ({ t, type, checked }: { t: Translate<LotteryWord>; type: '2D' | '3D'; checked: boolean }) => (
  <label class="choice">
    <input type="radio" name="betType" value={type} checked={checked} /> {t(`form.${type}`, { multiplier: String(BET_RULES[type].multiplier) })}
  </label>
);

/** The ticket form: complete HTML, checked and sent by the page's script. */
export const TicketForm = ({ t, play }: { t: Translate<LotteryWord>; play: LotteryPagePlay }) => {
  const amount = amountsIn(play.locale);
  return (
    <section class="buy" aria-labelledby="form-heading">
      <h2 id="form-heading">{t('form.heading')}</h2>
      <form id="ticket-form" novalidate>
        <fieldset>
          <legend>{t('form.betType')}</legend>
          <BetOption t={t} type="2D" checked />
          <BetOption t={t} type="3D" checked={false} />
        </fieldset>
        <div class="field">
          <label for="pick">{t('form.pick')}</label>
          <input id="pick" name="pick" inputmode="numeric" autocomplete="off" maxlength={3} required aria-describedby="pick-hint pick-error" />
          <p id="pick-hint" class="hint">
            {t('form.pickHint', { digits: BET_RULES['2D'].digits })}
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
            min={STAKE_LIMITS.min}
            max={STAKE_LIMITS.max}
            step="0.01"
            value={DEFAULT_STAKE}
            required
            aria-describedby="stake-hint stake-error"
          />
          <p id="stake-hint" class="hint">
            {t('form.stakeHint', { min: amount(STAKE_LIMITS.min), max: amount(STAKE_LIMITS.max) })}
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
