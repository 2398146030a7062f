import { ENDPOINT_SCHEMAS as S } from '../../../contract/endpoint-schemas.ts';
import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { endpointRouter } from '../../core/endpoint-router.ts';
import { answerLanguage, ok, readQuery } from '../../core/http.ts';
import { roomList } from './rooms.ts';

/** `GLS2_roomList` (CONTRACT.md 1.5): the card rooms, for visitors and members alike. */
export const pvpRelaysRoutes = () =>
  endpointRouter().on(ENDPOINTS.pvpRooms, async (c) => {
    const q = readQuery(c, S.pvpRooms.query);
    return ok(c, await roomList(c.var.platform, q.gameId, answerLanguage(c, q.language)));
  }).app;
