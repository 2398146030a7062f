import { Hono } from 'hono';
import type { AppEnv } from '../../context.ts';
import { contentArtResponse } from './art.ts';
import { avatarResponse } from './avatar-art.ts';

/** `/cdn/content/…` (banner and promotion art) and `/cdn/avatars/…` (member avatars): the site's images. */
export const contentArtRoutes = () =>
  new Hono<AppEnv>()
    .get('/content/*', (c) => contentArtResponse(c.req.path.slice('/cdn/content/'.length)))
    .get('/avatars/*', (c) => avatarResponse(c.req.path.slice('/cdn/avatars/'.length)));
