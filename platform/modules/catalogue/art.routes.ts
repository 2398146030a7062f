import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { gameArtResponse } from './art-response.ts';

/** `/cdn/games/…`: game tiles and vendor logos, drawn from the catalogue. Not a platform call: the site's images. */
export const gameArtRoutes = () =>
  new Hono<AppEnv>().get('/*', (c) => gameArtResponse(c.var.platform, c.req.path.slice('/cdn/games/'.length), c.req.query('v')));
