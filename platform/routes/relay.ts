import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { contentRelaysRoutes } from './content-relays.ts';
import { gameRelaysRoutes } from './game-relays.ts';
import { inboxRelaysRoutes } from './inbox-relays.ts';
import { lotteryRelaysRoutes } from './lottery-relays.ts';
import { playRelaysRoutes } from './play-relays.ts';

/** `/wps/relay/<SERVICE>_<method>`: the platform's generic relay, one sub-app per area. */
export const relayRoutes = () =>
  new Hono<AppEnv>().route('/', gameRelaysRoutes()).route('/', contentRelaysRoutes()).route('/', inboxRelaysRoutes())
    .route('/', playRelaysRoutes())
    .route('/', lotteryRelaysRoutes());
