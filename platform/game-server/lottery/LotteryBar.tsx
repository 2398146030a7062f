/** @jsxImportSource hono/jsx */
import type { LotteryPagePlay } from './page-play.ts';
import { amountsIn, type LotteryWord, type Translate } from '../pages/words.ts';

interface LotteryBarProps {
  t: Translate<LotteryWord>;
  play: LotteryPagePlay;
  heading: string;
  balance: string;
  /** The betting page: the session's playing time and net result, which its script fills from the platform. */
  session?: boolean;
}

/**
 * The lottery page's top bar: the way back to the site, the heading and the balance; on the
 * betting page also the session's playing time and net result, shown once the platform answers.
 */
export const LotteryBar = ({ t, play, heading, balance, session }: LotteryBarProps) => (
  <header class="bar">
    {play.options.backUrl ? (
      <a class="back" href={play.options.backUrl} target="_top">
        {t('page.back')}
      </a>
    ) : null}
    <h1>{heading}</h1>
    <p class="balance">
      {t('balance.label')}{' '}
      <strong id="balance" data-testid="lottery-balance">
        {amountsIn(play.locale)(balance)}
      </strong>{' '}
      <span>{play.currency}</span>
    </p>
    {session ? (
      <p class="session" id="session" hidden>
        {t('session.time')} <strong id="session-time" data-testid="lottery-session-time" />
        {' · '}
        {t('session.net')} <strong id="session-net" data-testid="lottery-session-net" />
      </p>
    ) : null}
  </header>
);

/** `HH:mm:ss UTC` for the first paint; the script rewrites it in the visitor's zone. */
export const UtcTime = ({ at, id }: { at: number; id?: string }) => (
  <time id={id} datetime={new Date(at).toISOString()}>
    {`${new Date(at).toISOString().slice(11, 19)} UTC`}
  </time>
);
