import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPOSIT_TASK_MAX_BODY_BYTES } from '../../contract/deposits.ts';
import { ENDPOINTS, type EndpointName } from '../../contract/endpoints.ts';
import { AVATAR_MAX_BODY_BYTES } from '../../contract/security.ts';
import { CONFIRMATION_MAX_BODY_BYTES } from '../../contract/withdrawal-confirmation.ts';
import { UPLOADS_MAX_BODY_BYTES } from '../../contract/uploads.ts';
import { MAX_JSON_BODY_BYTES } from '../../contract/limits.ts';
import { createOperatorApp } from '../operator/app.ts';
import { CONTENT_IMPORT_MAX_BYTES } from '../operator/operations.ts';
import { randomIp } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';

const CHUNK_BYTES = 64 * 1024;
const MB = 1024 * 1024;

/** A chunked body (no Content-Length) of `totalBytes` spaces that counts how much of it was pulled. */
const countingBody = (totalBytes: number) => {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= totalBytes) return controller.close();
      counter.pulled += CHUNK_BYTES;
      controller.enqueue(new Uint8Array(CHUNK_BYTES).fill(0x20));
    },
  });
  return { stream, counter };
};

type Envelope = { success: boolean; errorCode?: string; requestId?: string };

describe.each(TEST_DATABASES)('request body limit on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  const sendChunked = async (path: string, method: string, totalBytes: number) => {
    const { stream, counter } = countingBody(totalBytes);
    const res = await t.request(path, {
      method,
      ip: randomIp(),
      headers: { 'Content-Type': 'application/json', Language: 'EN' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as Envelope, pulled: counter.pulled };
  };

  it('stops reading a 50 MB chunked feedback body at the limit and answers 413, with no login', async () => {
    const res = await sendChunked(ENDPOINTS.feedback.path, ENDPOINTS.feedback.method, 50 * MB);
    expect([res.status, res.body.success, res.body.errorCode]).toEqual([413, false, 'request.too.large']);
    expect(res.body.requestId).toEqual(expect.any(String));
    expect(res.pulled).toBeLessThan(MAX_JSON_BODY_BYTES + MB);
  });

  /** The calls that carry an image (as base64), with their own larger limit. */
  const UPLOAD_LIMITS: Partial<Record<EndpointName, number>> = {
    uploadMemberIcon: AVATAR_MAX_BODY_BYTES,
    createDepositTask: DEPOSIT_TASK_MAX_BODY_BYTES,
    confirmPayment: CONFIRMATION_MAX_BODY_BYTES,
    applyPromotion: UPLOADS_MAX_BODY_BYTES,
  };

  it.each(Object.entries(ENDPOINTS).filter(([, e]) => e.method !== 'GET'))('stops reading an over-long chunked body to %s', async (name, endpoint) => {
    const limit = UPLOAD_LIMITS[name as EndpointName] ?? MAX_JSON_BODY_BYTES;
    const res = await sendChunked(endpoint.path, endpoint.method, limit + 4 * MB);
    expect([res.status, res.body.errorCode]).toEqual([413, 'request.too.large']);
    expect(res.pulled).toBeLessThan(limit + MB);
  });

  it('still takes a chunked body within the limit', async () => {
    const body = new TextEncoder().encode(JSON.stringify({ type: 1, content: 'x'.repeat(40), captcha: 'ABCD' }));
    const res = await t.request(ENDPOINTS.feedback.path, {
      method: 'PUT',
      ip: randomIp(),
      headers: { 'Content-Type': 'application/json', Language: 'EN' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(body);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    // Read to the end and judged on its fields: the captcha cookie is missing, nothing about size.
    expect(((await res.json()) as Envelope).errorCode).toBe('captcha.invalid');
  });

  it('stops reading an operator body at its route limit', async () => {
    const app = createOperatorApp(t.platform, 'operator-test-token-0123456789abcdef');
    const send = async (path: string, method: string, totalBytes: number) => {
      const { stream, counter } = countingBody(totalBytes);
      const res = await app.request(path, {
        method,
        headers: { authorization: 'Bearer operator-test-token-0123456789abcdef', 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      return { status: res.status, errorCode: ((await res.json()) as Envelope).errorCode, pulled: counter.pulled };
    };
    const flags = await send('/flags/COMM3', 'PUT', 4 * MB);
    expect([flags.status, flags.errorCode]).toEqual([413, 'request.too.large']);
    expect(flags.pulled).toBeLessThan(MAX_JSON_BODY_BYTES + MB);
    const content = await send('/content/import', 'POST', CONTENT_IMPORT_MAX_BYTES + 8 * MB);
    expect([content.status, content.errorCode]).toEqual([413, 'request.too.large']);
    expect(content.pulled).toBeLessThan(CONTENT_IMPORT_MAX_BYTES + MB);
  });
});
