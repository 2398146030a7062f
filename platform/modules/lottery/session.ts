import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { LOTTERY_AREAS, LOTTERY_VIEWS } from '../../../contract/game-play.ts';
import { LOTTERY_PRIZE_MODES } from '../../../contract/games.ts';
import { toShippedLanguage, type ShippedLanguage } from '../../../contract/languages.ts';
import { isTrialType } from '../../../contract/limits.ts';
import { safeLocalPath } from '../../../contract/local-path.ts';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { fail, PlatformError } from '../../core/errors.ts';
import { resolveGameSession } from '../play/index.ts';
import { findLotteryGameByCode, type LotteryGame } from './games.ts';

const optionsSchema = z.object({
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  view: z.enum(LOTTERY_VIEWS),
  // Read through the same rule as on launch: a session stored by older code links home at worst.
  backUrl: z
    .string()
    .optional()
    .transform((url) => (url === undefined ? undefined : safeLocalPath(url))),
  gameCode: z.string().nullable().default(null),
  // Launches stored before areas were kept list every game.
  area: z.enum(LOTTERY_AREAS).nullable().default(null),
});
export type LotteryPlayOptions = z.infer<typeof optionsSchema>;

/** An open lottery page: the launch behind its token and the member playing. */
export interface LotteryPlay {
  token: string;
  /** The launch's game session: its playing time and reality check, and when it began. */
  sessionId: number;
  startedAt: Date;
  memberId: number;
  account: string;
  type: number;
  currency: string;
  language: ShippedLanguage;
  options: LotteryPlayOptions;
}

/**
 * The lottery launch a page token names. Unknown tokens, other games' launches and members who
 * can no longer play are `game.session.invalid`; a launch past its life `game.session.expired`.
 * Never a session error: the page is not the site, and a 401 would sign the site out.
 */
export const resolveLotteryPlay = async (p: Platform, token: string | undefined): Promise<LotteryPlay> => {
  const session = await resolveGameSession(p, token);
  const options = optionsSchema.safeParse(session.options);
  if (session.mode !== 'lottery' || !options.success) throw new PlatformError('game.session.invalid');
  const [member] = await p.db
    .select({ account: members.account, type: members.type, currency: members.currency, status: members.status })
    .from(members)
    .where(eq(members.id, session.memberId))
    .limit(1);
  if (!member || member.status !== 'active' || isTrialType(member.type)) throw new PlatformError('game.session.invalid');
  return {
    token: token!,
    sessionId: session.id,
    startedAt: session.startedAt,
    memberId: session.memberId,
    account: member.account,
    type: member.type,
    currency: member.currency,
    language: toShippedLanguage(session.language),
    options: options.data,
  };
};

/**
 * The game a page call is about: `code` when given, else the launched game; only games of the
 * launch's prize mode. Null for a lobby launch asked about no game.
 */
export const gameOfPlay = async (p: Platform, play: LotteryPlay, code?: string): Promise<LotteryGame | null> => {
  const wanted = code || play.options.gameCode;
  if (!wanted) return null;
  return (await findLotteryGameByCode(p, wanted, play.options.prizeMode)) ?? fail('game.not.found');
};
