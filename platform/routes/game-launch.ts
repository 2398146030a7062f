import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** /wps/game: launchGame (H1). */
export const gameLaunchRoutes = () => new Hono<AppEnv>();
