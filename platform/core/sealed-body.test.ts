import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../../contract/hybrid-crypto.ts';
import { ENCRYPTION_MAX_SKEW_MS, MAX_JSON_BODY_BYTES } from '../../contract/limits.ts';
import { settings, usedNonces } from '../db/schema/index.ts';
import { PlatformError } from './errors.ts';
import { postLogin, publicKeyOf, randomIp, uniqueName } from '../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../testing/test-platform.ts';
import { openSealed, platformKey } from './sealed-body.ts';

describe.each(TEST_DATABASES)('encrypted calls on %s', (kind) => {
  let t: TestPlatform;
  const clock = Date.now();
  beforeAll(async () => {
    t = await createTestPlatform(kind, {}, () => new Date(clock));
  });
  afterAll(() => t.close());

  const send = (headers: Record<string, string>, body: string) =>
    t.request('/wps/session/login', { method: 'POST', ip: randomIp(), headers: { Language: 'EN', ...headers }, body });
  const anyLogin = () => ({ username: uniqueName('nobody'), password: 'whatever1' });

  it('creates one key pair that processes booting together agree on, and keeps it in settings', async () => {
    await t.platform.db.delete(settings).where(eq(settings.key, 'rsaKeyPair'));
    // Separate platform objects share the database but not the in-process cache, like two servers.
    const [a, b] = await Promise.all([platformKey({ ...t.platform }), platformKey({ ...t.platform })]);
    expect(a.modulusHex).toBe(b.modulusHex);
    expect(a.modulusHex).toMatch(/^[0-9a-f]{512}$/);
    const [row] = await t.platform.db.select().from(settings).where(eq(settings.key, 'rsaKeyPair'));
    expect(row?.value).toMatchObject({ privateKey: expect.any(String), publicKey: expect.any(String) });
    expect(await publicKeyOf(t)).toBe(a.modulusHex);
  });

  it('opens what the client sealed, with its timestamp and nonce', async () => {
    const sealed = await encryptPayload(await publicKeyOf(t), { username: 'Someone', n: 1 }, 1_700_000_000_000);
    const opened = openSealed(await platformKey(t.platform), sealed.encryptionHeader, sealed.body.value);
    expect(opened).toMatchObject({ username: 'Someone', n: 1, ts: 1_700_000_000_000 });
    expect(opened.nonce).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses a tampered ciphertext, a tampered key and a key for another platform', async () => {
    const key = await platformKey(t.platform);
    const sealed = await encryptPayload(key.modulusHex, anyLogin());
    const bytes = Buffer.from(sealed.body.value, 'base64');
    bytes[bytes.length - 20]! ^= 1;
    expect(() => openSealed(key, sealed.encryptionHeader, bytes.toString('base64'))).toThrow(PlatformError);
    const wrapped = Buffer.from(sealed.encryptionHeader, 'base64');
    wrapped[5]! ^= 1;
    expect(() => openSealed(key, wrapped.toString('base64'), sealed.body.value)).toThrow(PlatformError);

    const tampered = await send(
      { 'Content-Type': 'application/json', Encryption: sealed.encryptionHeader },
      JSON.stringify({ value: bytes.toString('base64') }),
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ success: false, errorCode: 'encryption.invalid' });

    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' });
    const foreign = await encryptPayload(Buffer.from(other.n!, 'base64url').toString('hex'), anyLogin());
    const res = await send({ 'Content-Type': 'application/json', Encryption: foreign.encryptionHeader }, JSON.stringify(foreign.body));
    expect(res.status).toBe(400);
    expect((await res.json()).errorCode).toBe('encryption.invalid');

    const garbage = await send({ 'Content-Type': 'application/json', Encryption: 'not base64!' }, JSON.stringify({ value: 'AAAA' }));
    expect((await garbage.json()).errorCode).toBe('encryption.invalid');
  });

  it('reads a fresh payload once and refuses it replayed', async () => {
    const sealed = await encryptPayload(await publicKeyOf(t), anyLogin(), clock);
    const headers = { 'Content-Type': 'application/json', Encryption: sealed.encryptionHeader };
    const first = await send(headers, JSON.stringify(sealed.body));
    expect((await first.json()).errorCode).toBe('USER_NOT_EXIST');
    const again = await send(headers, JSON.stringify(sealed.body));
    expect(again.status).toBe(409);
    expect((await again.json()).errorCode).toBe('encryption.replayed');
  });

  it('refuses payloads sealed too long ago or too far ahead', async () => {
    for (const skew of [-(ENCRYPTION_MAX_SKEW_MS + 1_000), ENCRYPTION_MAX_SKEW_MS + 1_000]) {
      const res = await postLogin(t, anyLogin(), { now: clock + skew });
      expect(res.status).toBe(400);
      expect((await res.json()).errorCode).toBe('encryption.stale');
    }
    const edge = await postLogin(t, anyLogin(), { now: clock - ENCRYPTION_MAX_SKEW_MS + 1_000 });
    expect((await edge.json()).errorCode).toBe('USER_NOT_EXIST');
  });

  it('refuses a missing header, a plaintext body, another content type and an oversize body', async () => {
    const sealed = await encryptPayload(await publicKeyOf(t), anyLogin());
    const noHeader = await send({ 'Content-Type': 'application/json' }, JSON.stringify(sealed.body));
    expect(noHeader.status).toBe(400);
    expect((await noHeader.json()).errorCode).toBe('request_body_required');

    const plaintext = await send({ 'Content-Type': 'application/json', Encryption: sealed.encryptionHeader }, JSON.stringify(anyLogin()));
    expect(plaintext.status).toBe(400);
    expect((await plaintext.json()).errorCode).toBe('request_body_required');

    const text = await send({ 'Content-Type': 'text/plain', Encryption: sealed.encryptionHeader }, JSON.stringify(sealed.body));
    expect(text.status).toBe(415);
    expect((await text.json()).errorCode).toBe('request.content.type');

    const huge = await send(
      { 'Content-Type': 'application/json', Encryption: sealed.encryptionHeader },
      JSON.stringify({ value: 'A'.repeat(MAX_JSON_BODY_BYTES + 1) }),
    );
    expect(huge.status).toBe(413);
    expect((await huge.json()).errorCode).toBe('request.too.large');
  });

  it('validates the decrypted payload and names the bad fields', async () => {
    const wrongTypes = await postLogin(t, { username: 42, password: '', agentLogin: 'yes' });
    expect(wrongTypes.status).toBe(422);
    const body = await wrongTypes.json();
    expect(body.errorCode).toBe('request_param_err');
    expect(Object.keys(body.value.fields).sort()).toEqual(['agentLogin', 'password', 'username']);

    const missing = await postLogin(t, {});
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).value.fields).sort()).toEqual(['password', 'username']);
  });

  it('sweeps nonces whose payloads could no longer be fresh', async () => {
    await t.platform.db.insert(usedNonces).values({ nonce: 'f'.repeat(32), expiresAt: new Date(clock - 1_000) });
    await t.platform.kv.del('nonce-sweep');
    await postLogin(t, anyLogin());
    const left = await t.platform.db
      .select()
      .from(usedNonces)
      .where(eq(usedNonces.nonce, 'f'.repeat(32)));
    expect(left).toEqual([]);
  });
});
