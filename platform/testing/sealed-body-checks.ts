import { expect } from 'vitest';
import { encryptPayload } from '../../contract/hybrid-crypto.ts';
import { publicKeyOf } from './session-fixtures.ts';
import type { TestPlatform } from './test-platform.ts';

const envelopeOf = async (res: Response) => ({ status: res.status, body: (await res.json()) as { errorCode?: string } });

/**
 * Proves an encrypted call takes each sealed body once and refuses a tampered one. `send` posts a
 * body under the sealed body's `Encryption` header; `firstError` is what the call says of the
 * payload itself the first time (the payload is built to be refused on its merits).
 */
export const expectSealedBodyOnce = async (
  t: TestPlatform,
  send: (body: unknown) => Promise<Response>,
  sealed: { body: unknown },
  payload: Record<string, unknown>,
  now: number,
  firstError: string,
) => {
  expect((await envelopeOf(await send(sealed.body))).body.errorCode).toBe(firstError);
  expect(await envelopeOf(await send(sealed.body))).toMatchObject({ status: 409, body: { errorCode: 'encryption.replayed' } });
  const bytes = Buffer.from((await encryptPayload(await publicKeyOf(t), payload, now)).body.value, 'base64');
  bytes[bytes.length - 20]! ^= 1;
  expect(await envelopeOf(await send({ value: bytes.toString('base64') }))).toMatchObject({ status: 400, body: { errorCode: 'encryption.invalid' } });
};
