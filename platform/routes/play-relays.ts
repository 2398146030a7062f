import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** favourites and recent relays. */
export const playRelaysRoutes = () => new Hono<AppEnv>();
