import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** mission summary and leaderboard relays. */
export const lotteryRelaysRoutes = () => new Hono<AppEnv>();
