import type { PlayClock } from '../../../contract/responsible-gambling.ts';
import { formatMinor } from '../../../contract/wallet.ts';
import type { Platform } from '../../context.ts';
import { continueAfterRealityCheck, pingPlay } from '../responsible/index.ts';
import { sessionTotals, type OpenSlot } from './slot-session.ts';

/** Free play keeps no clock: it stakes nothing, so it owes no reality check and counts no playing time. */
const FREE_CLOCK = { playedMs: 0, realityDue: false, realityMinutes: 0, stopped: false };

/** The slot page's ping: a moment of play, and the launch's time, result, reality check and time limit. */
export const slotClock = async (p: Platform, slot: OpenSlot): Promise<PlayClock> => {
  const [ping, totals] = await Promise.all([slot.session.mode === 'real' ? pingPlay(p, slot.session) : FREE_CLOCK, sessionTotals(p.db, slot.session.id)]);
  return { ...ping, net: formatMinor(totals.net) };
};

/** The player read the reality check and plays on. */
export const continueSlot = async (p: Platform, slot: OpenSlot): Promise<PlayClock> => {
  if (slot.session.mode === 'real') await continueAfterRealityCheck(p, slot.session);
  return slotClock(p, slot);
};
