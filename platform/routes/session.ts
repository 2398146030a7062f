import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const sessionRoutes = () => new Hono<AppEnv>();
