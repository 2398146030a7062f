import { ENDPOINTS } from '../../../../contract/endpoints.ts';
import { breakWithdrawalSchema, type BreakWithdrawal } from '../../../../contract/responsible-gambling.ts';
import { callSealed } from '../../../api-client/sealed.ts';

/*
 * The way out for the money of an account on a time-out or self-exclusion: no session, the login
 * password again (sealed), then the bank account and the transaction password. Loaded only when
 * the player asks for it from the break panel.
 */

export interface BreakCredentials {
  username: string;
  password: string;
}

/** The balance and the bank accounts the money can go to. */
export const readBreakWallet = (credentials: BreakCredentials, timeZone: string): Promise<BreakWithdrawal> =>
  callSealed(ENDPOINTS.breakWithdrawal, breakWithdrawalSchema, { ...credentials, timeZone });

/** Withdraws everything available (up to the site's maximum per withdrawal) to one bank account. */
export const withdrawOnBreak = (
  credentials: BreakCredentials,
  input: { accountId: string; transactionPassword: string; requestId: string },
  timeZone: string,
): Promise<BreakWithdrawal> => callSealed(ENDPOINTS.breakWithdrawal, breakWithdrawalSchema, { ...credentials, ...input, timeZone });
