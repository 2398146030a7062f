import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Platform } from '../context.ts';
import { createOperatorApp } from './app.ts';
import { ensureOperatorToken } from './token.ts';

export interface OperatorApi {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the operator API on OPERATOR_HOST:OPERATOR_PORT (loopback unless configured otherwise).
 * Rejects when the address cannot be bound, e.g. when another server on this machine has it.
 */
export const startOperatorApi = async (platform: Platform): Promise<OperatorApi> => {
  const { OPERATOR_HOST: host, OPERATOR_PORT: port } = platform.env;
  const app = createOperatorApp(platform, ensureOperatorToken(platform.env));
  const server = createAdaptorServer({ fetch: app.fetch, hostname: host });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
};

/**
 * Starts the operator API for the server process. Failing to start it must not stop the site:
 * with several servers on one machine only the first gets the port, and since operator changes
 * are written to the shared database, that one is enough.
 */
export const serveOperatorApi = async (platform: Platform): Promise<OperatorApi | null> => {
  const { OPERATOR_HOST: host, OPERATOR_PORT: port } = platform.env;
  try {
    const api = await startOperatorApi(platform);
    platform.log.info({ host, port: api.port }, 'operator API listening');
    return api;
  } catch (err) {
    const reason = (err as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${port} on ${host} is in use` : String(err);
    platform.log.warn({ host, port, reason }, 'operator API not started; the site keeps serving. Set OPERATOR_PORT to use another port.');
    return null;
  }
};
