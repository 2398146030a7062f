import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const contentRelaysRoutes = () => new Hono<AppEnv>();
