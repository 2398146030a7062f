import { checkReadiness } from '../../platform/modules/system/index.ts';
import { embeddedPlatform } from '../../platform/runtime.ts';
import { serverEnv } from './server-env.ts';

/** A probe answers quickly or counts as failed. */
const PROBE_TIMEOUT_MS = 2_000;

export interface SiteReadiness {
  ready: boolean;
  [check: string]: unknown;
}

/**
 * Whether this server can serve players: the embedded platform's database answers with every
 * migration applied, or, in proxy mode, the upstream platform answers its status call.
 */
export const siteReadiness = async (): Promise<SiteReadiness> => {
  const { PLATFORM_API_URL } = serverEnv();
  if (PLATFORM_API_URL) {
    const target = new URL(PLATFORM_API_URL);
    target.pathname = `${target.pathname.replace(/\/+$/, '')}/wps/system/status`;
    try {
      const res = await fetch(target, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      await res.body?.cancel();
      return { ready: res.ok, upstream: res.status };
    } catch {
      return { ready: false, upstream: 'unreachable' };
    }
  }
  try {
    const booted = await Promise.race([
      embeddedPlatform(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('boot timeout')), PROBE_TIMEOUT_MS).unref()),
    ]);
    return { ...(await checkReadiness(booted.platform)) };
  } catch {
    return { ready: false, database: false };
  }
};
