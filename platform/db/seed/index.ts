import { sql } from 'drizzle-orm';
import type { Platform } from '../../context.ts';
import { members } from '../schema/index.ts';
import { seedAccounts } from './accounts.ts';
import { seedContent } from './content.ts';
import { seedContracts } from './contracts.ts';
import { seedGames } from './games.ts';
import { openLiveTables } from '../../modules/live/index.ts';
import { openRooms } from '../../modules/pvp/index.ts';
import { seedMessages } from './messages.ts';
import { seedMissions } from './missions.ts';
import { seedPromotions } from './promotions.ts';
import { seedPoints } from './points.ts';
import { seedSite } from './site.ts';
import { seedDepositMethods } from './deposits.ts';
import { SEED_AGENT_WORLD, writeAgentWorld } from './agent-world.ts';

/** Seeds a database that has no members yet. Deterministic: the same data on every machine. */
export const seedIfEmpty = async (p: Platform): Promise<boolean> => {
  const [row] = await p.db.select({ n: sql<number>`count(*)::int` }).from(members);
  if ((row?.n ?? 0) > 0) return false;
  await seed(p);
  return true;
};

export const seed = async (p: Platform) => {
  await seedSite(p);
  await seedAccounts(p);
  await seedContracts(p);
  await seedMessages(p);
  await seedContent(p);
  await seedGames(p);
  // The card rooms and live tables of the first games, as a running server would open them.
  await openRooms(p);
  await openLiveTables(p);
  await seedDepositMethods(p);
  await seedMissions(p);
  await seedPromotions(p);
  await seedPoints(p);
  if (p.env.SEED_AGENT_WORLD) await writeAgentWorld(p, SEED_AGENT_WORLD);
};
