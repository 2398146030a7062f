import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

/** /lotto/lgw. */
export const lottoGatewayRoutes = () => new Hono<AppEnv>();
