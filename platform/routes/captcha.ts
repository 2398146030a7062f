import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

export const captchaRoutes = () => new Hono<AppEnv>();
