import { loadEnv, type Env } from '../../platform/env.ts';

/*
 * The server's environment, read and checked once per process on first use (the platform's
 * schema covers the settings the site shares with it: proxy mode, trusted hops, cookie security).
 */
let env: Env | undefined;

export const serverEnv = (): Env => (env ??= loadEnv());
