import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const walletRoutes = () => new Hono<AppEnv>();
