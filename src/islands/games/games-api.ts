import { z } from 'zod';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { callApi } from '../../api-client/client.ts';

/*
 * The member's favourites (CONTRACT.md 4.4): their ids, adding and removing them. The calls travel
 * with the session cookie; a trial account is refused with `in_need_true_account`. The game
 * lists themselves are read on the server (src/components/games/lobby-reads.ts).
 */

/** The add and remove calls answer only `success`; their value is not read. */
const anyValue = z.unknown();

export interface FavouriteRequest {
  nodeId: number;
  vendor: string;
  gameType: string;
}

export const addFavourite = (game: FavouriteRequest) =>
  callApi(ENDPOINTS.addFavourite, anyValue, { body: { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType } }).then(() => undefined);

/** DELETE with a JSON body, as the real client sends it (CONTRACT.md 1.4 `del`). */
export const removeFavourite = (nodeId: number) => callApi(ENDPOINTS.removeFavourite, anyValue, { body: { nodeId } }).then(() => undefined);
