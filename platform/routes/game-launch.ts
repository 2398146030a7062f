import { Hono } from 'hono';
import { launchGameQuerySchema } from '../../contract/game-play.ts';
import type { AppEnv } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { ok, readQuery } from '../lib/http.ts';
import { requireSession } from '../middleware/auth.ts';
import { launchGame } from '../services/game-launch.ts';
import { answerLanguage } from './game-relays.ts';

/** /wps/game: launchGame (CONTRACT.md 4.5). Only GET launches; the real platform refuses POST with #459. */
export const gameLaunchRoutes = () =>
  new Hono<AppEnv>()
    .get('/launchGame', requireSession, async (c) => {
      const q = readQuery(c, launchGameQuerySchema);
      return ok(c, await launchGame(c.var.platform, c.var.member, q, answerLanguage(c, q.language)));
    })
    .on(['POST', 'PUT', 'PATCH', 'DELETE'], '/launchGame', () => {
      throw new PlatformError('http_method_not_support');
    });
