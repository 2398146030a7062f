import type { ShippedLanguage } from '../contract/languages.ts';
import type { Database, Db } from './db/index.ts';
import type { Env } from './env.ts';
import type { KvStore } from './lib/kv.ts';

/** Everything a route or service needs, made once per process (or per test). */
export interface Platform {
  env: Env;
  database: Database;
  db: Db;
  kv: KvStore;
  /** The clock, replaceable in tests. */
  now(): Date;
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
    ip: string;
    lang: ShippedLanguage;
    member: SessionMember;
  };
}
