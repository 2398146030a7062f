import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const memberRoutes = () => new Hono<AppEnv>();
