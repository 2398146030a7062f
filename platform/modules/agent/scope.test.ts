import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/index.ts';
import { reportStatsMismatches } from '../ledger/index.ts';
import { createMember, uniqueName } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { levelBelow, rowsOf, teamCte } from './scope.ts';

describe.each(TEST_DATABASES)('team scope on %s', (kind) => {
  let t: TestPlatform;
  const chain: number[] = [];

  beforeAll(async () => {
    t = await createTestPlatform(kind);
    // top → a → b → c, and a sibling team beside it.
    let parentId: number | null = null;
    for (let i = 0; i < 4; i++) {
      const row: typeof members.$inferSelect = await createMember(t, { account: uniqueName('sc'), password: 'Passw0rd!', type: i < 3 ? 1 : 0, parentId });
      chain.push(row.id);
      parentId = row.id;
    }
  });
  afterAll(() => t.close());

  it('finds how far below the agent an account is, and nothing outside its team', async () => {
    const [top, a, b, c] = chain as [number, number, number, number];
    expect(await levelBelow(t.platform.db, top, a)).toBe(1);
    expect(await levelBelow(t.platform.db, top, c)).toBe(3);
    expect(await levelBelow(t.platform.db, a, c)).toBe(2);
    // Not itself, not its upline, not a stranger.
    expect(await levelBelow(t.platform.db, b, b)).toBeNull();
    expect(await levelBelow(t.platform.db, c, top)).toBeNull();
    const stranger = await createMember(t, { account: uniqueName('sc'), password: 'Passw0rd!' });
    expect(await levelBelow(t.platform.db, top, stranger.id)).toBeNull();
    expect(await levelBelow(t.platform.db, top, 987_654_321)).toBeNull();
  });

  it('lists the whole subtree with levels through the CTE', async () => {
    const [top, a, b, c] = chain as [number, number, number, number];
    const rows = rowsOf<{ id: string | number; level: number }>(
      await t.platform.db.execute(sql`with recursive ${teamCte(top)} select id, level from team order by level`),
    );
    expect(rows.map((r) => [Number(r.id), Number(r.level)])).toEqual([
      [a, 1],
      [b, 2],
      [c, 3],
    ]);
  });

  it('moves an account with its whole team to another upline, and never below itself', async () => {
    const [top, a, b, c] = chain as [number, number, number, number];
    const other = await createMember(t, { account: uniqueName('sc'), password: 'Passw0rd!', type: 1 });
    await t.platform.db.update(members).set({ parentId: other.id }).where(eq(members.id, b));
    expect(await levelBelow(t.platform.db, other.id, b)).toBe(1);
    expect(await levelBelow(t.platform.db, other.id, c)).toBe(2);
    expect(await levelBelow(t.platform.db, b, c)).toBe(1);
    expect(await levelBelow(t.platform.db, top, b)).toBeNull();
    expect(await levelBelow(t.platform.db, a, c)).toBeNull();
    await expect(t.platform.db.update(members).set({ parentId: c }).where(eq(members.id, other.id))).rejects.toThrow();
    expect(await reportStatsMismatches(t.platform)).toMatchObject({ teamLinks: 0 });
    // And back where it was.
    await t.platform.db.update(members).set({ parentId: a }).where(eq(members.id, b));
    expect(await levelBelow(t.platform.db, top, c)).toBe(3);
    expect(await reportStatsMismatches(t.platform)).toMatchObject({ teamLinks: 0 });
  });
});
