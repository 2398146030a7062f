import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** /gs: the embedded slot server. */
export const gameServerRoutes = () => new Hono<AppEnv>();
