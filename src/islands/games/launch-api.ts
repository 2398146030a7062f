import { z } from 'zod';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { ACCOUNT_TYPE_FREE, ACCOUNT_TYPE_REAL, launchUrlOf } from '../../../contract/game-play.ts';
import { CLIENT_TYPE, MERCHANT_CODE_DEFAULT } from '../../../contract/limits.ts';
import type { LaunchTarget } from './launch-target.ts';
import { callApi } from '../../api-client/client.ts';

/*
 * GET /wps/game/launchGame with the GLS query of CONTRACT.md 4.5. The session travels in the
 * gateway's cookie, so the query carries no token; the client adds the `Language` header.
 */

export type LaunchQuery = Record<string, string | number>;

/** The query of a game or a vendor lobby; `free` asks for the free-play account (accountType 0). */
export const gameLaunchQuery = (target: Pick<LaunchTarget, 'gameId' | 'nodeId' | 'vendor' | 'platform'>, free: boolean, language: string): LaunchQuery => ({
  gameId: target.gameId,
  nodeId: target.nodeId,
  accountType: free ? ACCOUNT_TYPE_FREE : ACCOUNT_TYPE_REAL,
  confirmTrans: 0,
  vassalage: target.vendor,
  launchMode: 'GLS',
  platform: target.platform,
  clientType: CLIENT_TYPE,
  language,
  merchantCode: MERCHANT_CODE_DEFAULT,
});

/** Whatever shape the launch answers in, `launchUrlOf` reads it; the value itself is not constrained. */
const anyValue = z.unknown();

/** The URL the platform answered, or null when it answered none (the caller says the URL is invalid). */
export const fetchLaunchUrl = async (query: LaunchQuery): Promise<string | null> => launchUrlOf(await callApi(ENDPOINTS.launchGame, anyValue, { query }));
