import { randomBytes, randomInt } from 'node:crypto';
import { TRIAL_TYPE } from '../../../contract/limits.ts';
import type { LoginResult } from '../../../contract/session.ts';
import type { Platform } from '../../context.ts';
import { members } from '../../db/schema/index.ts';
import { startSession, type LoginOrigin } from './auth.ts';
import { consume, ipSubject } from '../../core/rate-limit.ts';
import { requireModule } from '../system/index.ts';

/**
 * Free play creates accounts, so one address may start only a few of them; over five minutes,
 * the wait the TOO_MANY_REQUESTS message promises.
 */
export const FREEPLAY_LIMIT = { name: 'freeplay-ip', limit: 3, windowMs: 5 * 60_000 };

const ATTEMPTS = 5;

/*
 * Not an argon2 hash, so no password can ever match it; the random part keeps every trial's
 * value distinct.
 */
const unusablePasswordHash = () => `!trial:${randomBytes(24).toString('base64url')}`;

/**
 * Free-play login (site flag FREEPLAY3): a new trial account (type 4) and a session for it. Trial
 * accounts hold no money, so they get no wallet.
 */
export const freeplayLogin = async (p: Platform, origin: LoginOrigin, language: string): Promise<LoginResult> => {
  await requireModule(p, 'FREEPLAY3');
  await consume(p, FREEPLAY_LIMIT, ipSubject(origin.ip));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const account = `trial${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
    const [member] = await p.db
      .insert(members)
      .values({ account, nickname: account, type: TRIAL_TYPE, passwordHash: unusablePasswordHash(), language, createdAt: p.now() })
      .onConflictDoNothing({ target: members.account })
      .returning();
    // A name already taken (rare until trials number in the millions): draw another.
    if (member) return startSession(p, member, { loginType: 'freeplay', origin, passwordIsDefault: false });
  }
  throw new Error('No free trial account name after several draws');
};
