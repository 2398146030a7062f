import { ENDPOINTS } from '../../../contract/endpoints.ts';
import { jackpotSchema } from '../../../contract/games.ts';
import { MERCHANT_CODE_DEFAULT } from '../../../contract/limits.ts';
import { parseMinor } from '../../../contract/wallet.ts';
import { callApi } from '../../api-client/client.ts';

/** The jackpot pool now (VIS_getJackpot), in minor units; its errors are silent (CONTRACT.md 1.5). */
export const fetchJackpotMinor = async (): Promise<bigint | null> => {
  try {
    const pool = await callApi(ENDPOINTS.jackpot, jackpotSchema, { query: { merchant_code: MERCHANT_CODE_DEFAULT } });
    return parseMinor(pool.amount);
  } catch {
    return null;
  }
};
