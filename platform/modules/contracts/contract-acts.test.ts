import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consolidatedSchema } from '../../../contract/agent-contracts.ts';
import { rowsOf } from '../../db/index.ts';
import { issueSession } from '../identity/index.ts';
import { setModule, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import { createTestPlatform, TEST_DATABASES, type TestPlatform } from '../../testing/test-platform.ts';
import { offerFromSite } from './store.ts';
import { tierInput } from './test-terms.ts';
import { contractTree, RELAY } from './test-tree.ts';

/*
 * The acts on a contract: a new offer replacing the one in force once the holder agrees, a
 * termination asked, refused and agreed, a retried act, and the relays refused to a player or
 * while the kind's site flag is off. A holds the site's daily salary of 2%, and B A's of 1.5%.
 */

const tier = tierInput;

describe.each(TEST_DATABASES)('agent contract acts on %s', (db) => {
  let t: TestPlatform;
  let tree: Awaited<ReturnType<typeof contractTree>>;

  beforeAll(async () => {
    t = await createTestPlatform(db);
    tree = await contractTree(t);
    const site = await offerFromSite(t.platform, tree.accounts.a, 'dailySalary', { cycle: null, tiers: [tier('100', 1, { rate: '2' })] }, null);
    expect((await tree.act(tree.tokens.a, 'dailySalary', { action: 'accept', contractId: site.id })).view?.status).toBe('A');
    await tree.offerAndAccept('dailySalary', 'a', 'b', { cycle: null, tiers: [tier('100', 1, { rate: '1.5' })] });
  });
  afterAll(() => t.close());

  it('terminates the old contract when the downline agrees to a lower rate, and keeps it until then', async () => {
    const { ids, tokens, accounts, act, section } = tree;
    const lower = { cycle: null, tiers: [tier('100', 1, { rate: '1.2' })] };
    const before = (await section(tokens.b, 'dailySalary')).current!;
    const offered = await act(tokens.a, 'dailySalary', { action: 'offer', account: accounts.b, terms: lower });
    expect(offered.view).toMatchObject({ status: 'P', replaces: before.id });
    // Until B agrees, the old terms stay in force, and B sees both side by side.
    const asked = await section(tokens.b, 'dailySalary');
    expect(asked.current?.id).toBe(before.id);
    expect(asked.request).toMatchObject({ id: offered.view!.id, current: { id: before.id, terms: before.terms } });
    const maps = consolidatedSchema.parse(
      ((await (await t.request('/wps/member/info/funds/consolidated', withToken(tokens.b))).json()) as { value: unknown }).value,
    );
    expect(Object.keys(maps.dailysalreqtype)).toEqual([offered.view!.id]);
    // Only the holder answers.
    expect((await act(tokens.a, 'dailySalary', { action: 'accept', contractId: offered.view!.id })).errorCode).toBe('contract.not.found');
    expect((await act(tokens.b, 'dailySalary', { action: 'accept', contractId: offered.view!.id })).view?.status).toBe('A');
    const after = await section(tokens.b, 'dailySalary');
    expect(after.current).toMatchObject({ id: offered.view!.id, terms: { tiers: [{ rate: '1.2' }] } });
    expect(after.request).toBeNull();
    // The old contract was ended by a new version, not edited: requested, accepted, terminated.
    const versions = rowsOf<{ status: string; actor_id: string | null }>(
      await t.platform.db.execute(sql`select status, actor_id from agent_contract_versions where contract_id = ${Number(before.id)} order by version`),
    );
    expect(versions.map((v) => v.status)).toEqual(['P', 'A', 'E']);
    expect(Number(versions[2]!.actor_id)).toBe(ids.b);
    // A termination request leaves the contract in force until the holder agrees.
    const ask = await act(tokens.a, 'dailySalary', { action: 'terminate', contractId: offered.view!.id, note: 'Team reorganised' });
    expect(ask.view).toMatchObject({ status: 'V', note: 'Team reorganised' });
    expect((await act(tokens.b, 'dailySalary', { action: 'reject', contractId: offered.view!.id })).view?.status).toBe('A');
    await act(tokens.a, 'dailySalary', { action: 'terminate', contractId: offered.view!.id });
    expect((await act(tokens.b, 'dailySalary', { action: 'accept', contractId: offered.view!.id })).view?.status).toBe('E');
    expect((await section(tokens.b, 'dailySalary')).current).toBeNull();
  });

  it('answers a retried act with the contract as it is, and refuses a non-agent', async () => {
    const { ids, tokens, accounts, act } = tree;
    const terms = { cycle: null, tiers: [tier('100', 1, { rate: '1' })] };
    const requestId = uniqueName('retry-');
    const first = await act(tokens.a, 'dailySalary', { action: 'offer', account: accounts.b, terms, requestId });
    const again = await act(tokens.a, 'dailySalary', { action: 'offer', account: accounts.b, terms, requestId });
    expect(again.view).toEqual(first.view);
    const versions = rowsOf<{ n: number }>(
      await t.platform.db.execute(sql`select count(*)::int as n from agent_contract_versions where contract_id = ${Number(first.view!.id)}`),
    );
    expect(Number(versions[0]!.n)).toBe(1);
    const { token } = await issueSession(t.platform, { memberId: ids.pa, loginType: 'username', ip: '203.0.113.31' });
    expect((await t.request(RELAY.dailySalary, withToken(token))).status).toBe(403);
  });

  it('refuses a kind’s relays while its site flag is off', async () => {
    const { tokens, act } = tree;
    await setModule(t, 'HOURSAL3', false);
    try {
      const res = await t.request(RELAY.hourlySalary, withToken(tokens.a));
      expect(((await res.json()) as { errorCode: string }).errorCode).toBe('function.not.available');
      expect((await act(tokens.a, 'hourlySalary', { action: 'terminate', contractId: '1' })).errorCode).toBe('function.not.available');
      expect((await t.request(RELAY.dailySalary, withToken(tokens.a))).status).toBe(200);
    } finally {
      await setModule(t, 'HOURSAL3', true);
    }
  });
});
