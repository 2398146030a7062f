import type { ShippedLanguage } from '../contract/languages.ts';
import type { Database, Db } from './db/index.ts';
import type { Env } from './env.ts';
import type { KvStore } from './core/kv.ts';
import type { Logger } from './core/logger.ts';

/** Everything a route or service needs, made once per process (or per test). */
export interface Platform {
  env: Env;
  database: Database;
  db: Db;
  kv: KvStore;
  /** The clock, replaceable in tests. */
  now(): Date;
  /** The process's logger (tests hand in one that captures). Requests log through `c.var.log`. */
  log: Logger;
}

/** The member behind a valid session. */
export interface SessionMember {
  sessionId: number;
  memberId: number;
  account: string;
  type: number;
  loginType: string;
}

export interface AppEnv {
  Bindings: {
    /** Socket address of the caller, handed in by the HTTP layer that received the request. */
    clientIp?: string;
  };
  Variables: {
    platform: Platform;
    /** Fresh per request, or the caller's well-formed X-Request-Id; echoed in the answer and every log line. */
    requestId: string;
    /** The platform's logger, bound to this request's id. */
    log: Logger;
    ip: string;
    lang: ShippedLanguage;
    member: SessionMember;
  };
}
