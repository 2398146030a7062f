import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const gameRelaysRoutes = () => new Hono<AppEnv>();
