import { z } from 'zod';
import { GAME_CATEGORIES } from './game-rules.ts';
import { moneySchema } from './wallet.ts';

/*
 * Missions (mission activity, REWCEN3): daily and weekly goals the operator sets, whose progress
 * the platform reads from the member's own bets, deposits, logins and lottery tickets, and whose
 * reward the member claims once per period. The relays are ours, named after the contract's
 * `MCSFE_getMissionSummaryDetails`.
 */

export const MISSION_KINDS = ['wager', 'deposit', 'loginDays', 'lotteryTickets'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

export const MISSION_PERIODS = ['daily', 'weekly'] as const;

/** Money kinds count amounts (two-decimal text); the others count days or tickets. */
export const isMoneyMission = (kind: MissionKind) => kind === 'wager' || kind === 'deposit';

export const MISSION_STATES = ['inProgress', 'claimable', 'claimed'] as const;

export const missionSchema = z.object({
  id: z.string(),
  kind: z.enum(MISSION_KINDS),
  period: z.enum(MISSION_PERIODS),
  title: z.string(),
  /** A wager mission may count one product type only. */
  category: z.enum(GAME_CATEGORIES).nullable(),
  /** Two-decimal text for money kinds, a whole number for the others. */
  target: z.string(),
  progress: z.string(),
  reward: moneySchema,
  state: z.enum(MISSION_STATES),
  /** When this period ends and the mission starts again (ISO 8601). */
  endsAt: z.string(),
});
export type Mission = z.infer<typeof missionSchema>;

export const missionListSchema = z.object({ list: z.array(missionSchema), claimable: z.number().int().min(0) });
export type MissionList = z.infer<typeof missionListSchema>;

export const missionClaimRequestSchema = z.object({ missionId: z.string().regex(/^[1-9]\d{0,17}$/) });

export const missionClaimSchema = z.object({ missionId: z.string(), reward: moneySchema, balance: moneySchema });
export type MissionClaim = z.infer<typeof missionClaimSchema>;
