import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** /gs/lottery: the embedded lottery. */
export const lotteryServerRoutes = () => new Hono<AppEnv>();
