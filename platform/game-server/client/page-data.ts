import type { ShippedLanguage } from '../../../contract/languages.ts';
import type { LotteryBetType } from '../../../contract/game-play.ts';
import type { GameState, TicketView } from '../../modules/lottery/index.ts';

/*
 * What each game page hands its script in its JSON block: written by the page on the server, read
 * by the script in the browser, typed once for both.
 */

/** A real-money game page's play clock: where it pings while open and answers the reality check, and the words it fills. */
export interface PlayClockData {
  pingUrl: string;
  realityUrl: string;
  /** How often the page pings, ms. */
  pingMs: number;
  words: Record<'body' | 'hours' | 'minutes' | 'stopped', string>;
}

/** The id of the slot page's JSON block. */
export const SLOT_DATA_ID = 'slot-data';

/** What the slot page hands its script: settings, and the words it writes. */
export interface SlotPageData {
  lang: ShippedLanguage;
  /** BCP 47 tag for Intl. */
  locale: string;
  currency: string;
  /** Epoch ms of the launch, and of the server's clock when the page was rendered. */
  startedAt: number;
  serverNow: number;
  /** Where the page plays rounds, and reads the launch again. */
  roundUrl: string;
  viewUrl: string;
  /** Real money only: the play clock; free play keeps none. */
  clock: PlayClockData | null;
  text: Record<'spin' | 'spinning' | 'retry' | 'win' | 'loss' | 'network' | 'failed', string>;
  /** Each symbol's name, by symbol. */
  symbols: Record<string, string>;
}

/** The id of the lottery page's JSON block. */
export const LOTTERY_DATA_ID = 'lottery-data';

/** Words the lottery page's script writes, unfilled: it fills in numbers it learns in the browser. */
export const LOTTERY_SCRIPT_WORDS = [
  'draw.number',
  'draw.closed',
  'draw.pending',
  'draw.oneMinute',
  'draw.result',
  'form.pickHint',
  'form.buying',
  'form.submit',
  'form.bought',
  'form.pickInvalid',
  'form.stakeInvalid',
  'form.network',
  'tickets.won',
  'status.open',
  'status.won',
  'status.lost',
] as const;

export type LotteryScriptWord = (typeof LOTTERY_SCRIPT_WORDS)[number];

/** What the betting page hands its script. */
export interface LotteryPageData {
  /** The page's API, `…/api/<token>`. */
  api: string;
  lang: ShippedLanguage;
  /** BCP 47 tag for Intl. */
  locale: string;
  /** The digits of each bet the launch's prize mode takes, in the form's order. */
  digits: Partial<Record<LotteryBetType, number>>;
  stake: { min: string; max: string; minText: string; maxText: string };
  words: Record<LotteryScriptWord, string>;
  state: GameState;
  clock: PlayClockData;
}

/** What the betting form needs of the live page. */
export interface LotteryLive {
  readonly state: GameState;
  amount: (wire: string) => string;
  gamePath: (path: string) => string;
  refresh: () => void;
  keepTicket: (ticket: TicketView, balance: string) => void;
  /** A refusal the play clock acts on: a reality check due, or play over for today. */
  refused: (errorCode: string | undefined) => void;
}

/** The id of the chat page's JSON block. */
export const CHAT_DATA_ID = 'chat-data';

/** Words the chat page's script writes; `updatedAt` unfilled, with its `{{time}}`. */
export type ChatScriptWord = 'send' | 'sending' | 'network' | 'updatedAt' | 'pause' | 'resume';

/** What the chat page hands its script. */
export interface ChatPageData {
  /** The page's API, `…/api/chat/<key>`. */
  api: string;
  lang: ShippedLanguage;
  /** BCP 47 tag for Intl. */
  locale: string;
  pollMs: number;
  /** The newest message the page shows, 0 when none. */
  lastId: number;
  words: Record<ChatScriptWord, string>;
}
