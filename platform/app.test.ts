import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from './testing/test-platform.ts';

describe.each(TEST_DATABASES)('platform app on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('answers an unknown path with the envelope and a 404 code', async () => {
    const res = await t.request('/wps/nothing/here', { headers: { Language: 'EN' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'api.not.found', message: 'This service does not exist' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('translates messages by the Language header, defaulting to Spanish', async () => {
    const res = await t.request('/wps/nothing');
    expect((await res.json()).message).toBe('Este servicio no existe');
  });
});
