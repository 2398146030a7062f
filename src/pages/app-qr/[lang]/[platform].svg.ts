import type { APIRoute } from 'astro';
import { appQrResponse } from '../../../components/shell/side-menu/app-qr.ts';

export const prerender = false;

/** `GET /app-qr/<lang>/<platform>.svg`: the QR code of an app's download address (the side menu's and the floating bar's app panels). */
export const GET: APIRoute = ({ params, locals }) => appQrResponse(params.lang, params.platform, locals.status?.info.resources ?? []);
