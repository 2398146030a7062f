import { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { agentCentreRoutes, teamListsRoutes } from './modules/agent/index.ts';
import { contentRelaysRoutes } from './modules/content/index.ts';
import { gameRelaysRoutes } from './modules/catalogue/index.ts';
import { accountRecordRoutes, betRecordsRoutes } from './modules/member/index.ts';
import { inboxRelaysRoutes } from './modules/inbox/index.ts';
import { rewardsRoutes } from './modules/rewards/index.ts';
import { lotteryRelaysRoutes } from './modules/lottery/index.ts';
import { playRelaysRoutes } from './modules/play/index.ts';
import { pvpRelaysRoutes } from './modules/pvp/index.ts';
import { liveRelaysRoutes } from './modules/live/index.ts';
import { depositRelaysRoutes } from './modules/deposit/index.ts';
import { embeddedCardProvider } from './payment-provider/index.ts';

/** `/wps/relay/<SERVICE>_<method>`: the platform's generic relay, one sub-app per area, each with its full paths. */
export const relayRoutes = () =>
  new Hono<AppEnv>()
    .route('/', gameRelaysRoutes())
    .route('/', contentRelaysRoutes())
    .route('/', inboxRelaysRoutes())
    .route('/', rewardsRoutes())
    .route('/', accountRecordRoutes())
    .route('/', depositRelaysRoutes(embeddedCardProvider))
    .route('/', betRecordsRoutes())
    .route('/', playRelaysRoutes())
    .route('/', pvpRelaysRoutes())
    .route('/', liveRelaysRoutes())
    .route('/', lotteryRelaysRoutes())
    .route('/', agentCentreRoutes())
    .route('/', teamListsRoutes());
