import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BODY_BYTES, AVATAR_SIZE } from '../../../contract/security.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { createMember, randomIp, setModule, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { AVATAR_UPLOAD_LIMIT } from './avatar.ts';
import { issueSession } from './sessions.ts';

const picture = (format: 'png' | 'jpeg', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#2da44e' } })
    [format]()
    .toBuffer();

describe.each(TEST_DATABASES)('the profile picture on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  const answer = async (res: Response) => ({ status: res.status, body: await res.json() });
  const memberSession = async (type = 0) => {
    const row = await createMember(t, { account: uniqueName('pic'), password: 'Picture2026', type });
    return { row, token: (await issueSession(t.platform, { memberId: row.id, loginType: 'password', ip: randomIp() })).token };
  };
  const upload = async (token: string, body: string) =>
    answer(await t.request('/wps/member/info/icon', withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })));
  const uploadBytes = (token: string, bytes: Buffer) => upload(token, JSON.stringify({ image: bytes.toString('base64') }));

  it('re-encodes a PNG or a JPEG to a square WebP, serves it under a new name, and the member info points at it', async () => {
    const { row, token } = await memberSession();
    expect(await answer(await t.request('/wps/member/info/icon', withToken(token)))).toEqual({ status: 200, body: { success: true, value: { avatar: null } } });
    const first = await uploadBytes(token, await picture('png'));
    expect(first.status).toBe(200);
    const path: string = first.body.value.avatar;
    expect(path).toMatch(new RegExp(`^avatars/${row.id}-[0-9a-f]{16}\\.webp$`));
    const served = await t.request(`/cdn/${path}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE]);
    expect((await answer(await t.request('/wps/member/info', withToken(token)))).body.value.avatar).toBe(path);

    const second = await uploadBytes(token, await picture('jpeg', 30, 90));
    expect(second.body.value.avatar).not.toBe(path);
    // The replaced picture is gone; the generated one still answers for everyone.
    expect((await t.request(`/cdn/${path}`)).status).toBe(404);
    expect((await t.request(`/cdn/${second.body.value.avatar}`)).status).toBe(200);
    expect((await t.request(`/cdn/avatars/${row.id}.svg`)).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('refuses what is not a whole PNG or JPEG, whatever it claims to be', async () => {
    const { token } = await memberSession();
    const png = await picture('png');
    const fakes = [
      Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
      png.subarray(0, png.length - 20),
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ];
    for (const fake of fakes) expect(await uploadBytes(token, fake)).toMatchObject({ status: 422, body: { errorCode: 'member.icon.invalid' } });
    expect(await upload(token, JSON.stringify({ image: 'not base64!' }))).toMatchObject({ status: 422, body: { errorCode: 'request_param_err' } });
    expect(await upload(token, JSON.stringify({ image: 'iVBO\u0000' }))).toMatchObject({ status: 422, body: { errorCode: 'request_param_err' } });
    expect((await answer(await t.request('/wps/member/info/icon', withToken(token)))).body.value.avatar).toBeNull();
  });

  it('decodes at most ten uploads an hour per member', async () => {
    const { token } = await memberSession();
    const fake = Buffer.from('not a picture');
    for (let n = 0; n < AVATAR_UPLOAD_LIMIT.limit; n++) expect((await uploadBytes(token, fake)).body.errorCode).toBe('member.icon.invalid');
    expect(await uploadBytes(token, await picture('png'))).toMatchObject({
      status: 429,
      body: { errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests, please try again after 1 hour' },
    });
  });

  it('stops reading a body past the limit, declared or streamed', async () => {
    const { token } = await memberSession();
    const huge = JSON.stringify({ image: 'A'.repeat(AVATAR_MAX_BODY_BYTES + 4) });
    expect(await upload(token, huge)).toMatchObject({ status: 413, body: { errorCode: 'request.too.large' } });
    const declared = await t.request(
      '/wps/member/info/icon',
      withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(50 * 1024 * 1024) }, body: '{}' }),
    );
    expect(declared.status).toBe(413);
    // Every other call keeps the site's 64 KB bound.
    const nickname = await t.request(
      '/wps/member/info/nickname',
      withToken(token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ nickname: 'A'.repeat(100_000) }) }),
    );
    expect(nickname.status).toBe(413);
  });

  it('needs a real account and the site’s picture module', async () => {
    const png = await picture('png');
    expect((await answer(await t.request('/wps/member/info/icon', { method: 'POST' }))).status).toBe(401);
    const trial = await memberSession(4);
    expect((await uploadBytes(trial.token, png)).body.errorCode).toBe('in_need_true_account');
    const { token } = await memberSession();
    await setModule(t, 'PROFPIC3', false);
    try {
      expect(await uploadBytes(token, png)).toMatchObject({ status: 403, body: { errorCode: 'function.not.available' } });
    } finally {
      await setModule(t, 'PROFPIC3', true);
    }
  });
});
