import type { MemberInfo } from '../../contract/session.ts';

/*
 * What the site last read about a session, kept in this process for at most a second: the member
 * behind the token (every page asks) and their favourite games (every page with tiles asks). A
 * busy member's pages then cost no platform call at all.
 *
 * A second is the longest any change made elsewhere takes to show (an operator's, or another
 * server's). A change made through this site shows at once: the gateway forgets a session's reads
 * whenever it passes on one of that session's changes, forgets every session of the account when
 * the change may end sessions (logout, a new password), and forgets a session the platform
 * refuses (src/gateway/gateway.ts).
 */

/** How long a read is kept: logout and a password change elsewhere still end a session within it. */
export const SESSION_READ_MS = 1_000;

/** The most sessions kept; the oldest go first beyond it. */
const SESSIONS_MAX = 20_000;

interface Kept<T> {
  expires: number;
  value: T;
}

class SessionReads<T> {
  readonly #entries = new Map<string, Kept<T>>();
  /** Counts what was forgotten: a read that started before a forget is not kept after it. */
  #forgets = 0;

  /** Taken before a read, and given back to `set` with its answer. */
  get mark(): number {
    return this.#forgets;
  }

  get(token: string, now: number): T | undefined {
    const kept = this.#entries.get(token);
    if (!kept) return undefined;
    if (kept.expires > now) return kept.value;
    this.#entries.delete(token);
    return undefined;
  }

  set(token: string, value: T, now: number, mark: number) {
    if (mark !== this.#forgets) return;
    this.#entries.delete(token);
    if (this.#entries.size >= SESSIONS_MAX) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(token, { expires: now + SESSION_READ_MS, value });
  }

  forget(token: string) {
    this.#forgets++;
    this.#entries.delete(token);
  }

  clear() {
    this.#forgets++;
    this.#entries.clear();
  }

  /** The sessions whose kept value matches. */
  tokensWhere(matches: (value: T) => boolean): string[] {
    return [...this.#entries].filter(([, kept]) => matches(kept.value)).map(([token]) => token);
  }
}

/** The member behind each token. */
export const sessionMembers = new SessionReads<MemberInfo>();

/** Each session's favourite node ids. */
export const sessionFavourites = new SessionReads<ReadonlySet<number>>();

/** Forgets what was read with one token: its session changed something. */
export const forgetSession = (token: string) => {
  sessionMembers.forget(token);
  sessionFavourites.forget(token);
};

/** The account behind a token, when this process knows it. */
export const accountOf = (token: string): string | undefined => sessionMembers.get(token, Date.now())?.account;

/**
 * Forgets every session of an account, and the token's own reads: a change that may end the
 * account's other sessions (a new password) or the session itself. When the account is not known
 * here (`accountOf` found none), every session is forgotten.
 */
export const forgetAccount = (token: string, account: string | undefined) => {
  forgetSession(token);
  if (account === undefined) {
    sessionMembers.clear();
    sessionFavourites.clear();
    return;
  }
  for (const other of sessionMembers.tokensWhere((member) => member.account === account)) forgetSession(other);
};
