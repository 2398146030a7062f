import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const systemRoutes = () => new Hono<AppEnv>();
