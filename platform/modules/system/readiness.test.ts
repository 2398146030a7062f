import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { checkReadiness } from './readiness.ts';

describe.each(TEST_DATABASES)('readiness on %s', (kind) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform(kind);
  });
  afterAll(() => t.close());

  it('is ready with the database answering and every shipped migration applied', async () => {
    const readiness = await checkReadiness(t.platform);
    expect(readiness).toMatchObject({ ready: true, database: true });
    expect(readiness.migrations.expected).toBeGreaterThan(0);
    expect(readiness.migrations.applied).toBe(readiness.migrations.expected);
  });

  it('is not ready when the database does not answer', async () => {
    const other = await createTestPlatform(kind);
    await other.close();
    expect(await checkReadiness(other.platform)).toMatchObject({ ready: false, database: false });
  });
});
