import type { Platform } from '../../context.ts';
import { addMission } from '../../modules/rewards/index.ts';

/** The missions of a fresh install: one of each kind. */
export const SEED_MISSIONS = [
  { kind: 'wager', period: 'daily', category: 'RNG', target: '100', reward: '5', titleEs: 'Apuesta 100 en tragamonedas', titleEn: 'Wager 100 on slots' },
  { kind: 'deposit', period: 'daily', target: '200', reward: '10', titleEs: 'Deposita 200 hoy', titleEn: 'Deposit 200 today' },
  { kind: 'lotteryTickets', period: 'daily', target: '5', reward: '3', titleEs: 'Juega 5 boletos de lotería', titleEn: 'Play 5 lottery tickets' },
  { kind: 'loginDays', period: 'weekly', target: '3', reward: '5', titleEs: 'Entra 3 días seguidos esta semana', titleEn: 'Log in 3 days in a row this week' },
] as const;

export const seedMissions = async (p: Platform) => {
  for (const mission of SEED_MISSIONS) await addMission(p, mission);
};
