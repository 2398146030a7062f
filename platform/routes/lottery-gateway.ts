import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const lotteryGatewayRoutes = () => new Hono<AppEnv>();
