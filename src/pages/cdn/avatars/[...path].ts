import type { APIRoute } from 'astro';
import { avatarResponse } from '../../../../platform/services/avatar-art.ts';

/** Member avatars (platform/services/avatar-art.ts). */
export const prerender = false;
export const GET: APIRoute = ({ params }) => avatarResponse(params.path ?? '');
