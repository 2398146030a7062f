import { expect } from 'vitest';
import { contractSectionSchema, contractViewSchema, type ContractKind, type TermsInput } from '../../../contract/agent-contracts.ts';
import { agentRights } from '../../db/schema/index.ts';
import { issueSession } from '../identity/index.ts';
import { createMember, uniqueName, withToken } from '../../testing/session-fixtures.ts';
import type { TestPlatform } from '../../testing/test-platform.ts';

/*
 * For the contract tests: a three-level tree of agents A, B and C, each with one player (pa, pb,
 * pc), A and B with the right to offer every kind; and the relays called as one of them.
 */

export const RELAY: Record<ContractKind, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realTimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};

type Agent = 'a' | 'b' | 'c';

export const contractTree = async (t: TestPlatform) => {
  const ids = { a: 0, b: 0, c: 0, pa: 0, pb: 0, pc: 0 };
  const tokens = { a: '', b: '', c: '' };
  const accounts = { a: '', b: '', c: '' };
  const agent = async (key: Agent, type: number, parentId: number | null) => {
    const row = await createMember(t, { account: uniqueName(`ct${key}`), password: 'Passw0rd!', type, parentId });
    ids[key] = row.id;
    accounts[key] = row.account;
    tokens[key] = (await issueSession(t.platform, { memberId: row.id, loginType: 'username', ip: '203.0.113.30' })).token;
  };
  await agent('a', 1, null);
  await agent('b', 2, ids.a);
  await agent('c', 2, ids.b);
  for (const [key, parent] of [
    ['pa', ids.a],
    ['pb', ids.b],
    ['pc', ids.c],
  ] as const) {
    ids[key] = (await createMember(t, { account: uniqueName(`ctp${key}`), password: 'Passw0rd!', parentId: parent })).id;
  }
  const kinds = Object.keys(RELAY) as ContractKind[];
  await t.platform.db
    .insert(agentRights)
    .values([...kinds.map((right) => ({ memberId: ids.a, right })), ...kinds.map((right) => ({ memberId: ids.b, right }))]);

  /** One act of a relay, as the holder of `token`: its status, error code and the contract answered. */
  const act = async (token: string, kind: ContractKind, body: Record<string, unknown>) => {
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ requestId: uniqueName('req-'), ...body }) };
    const res = await t.request(RELAY[kind], withToken(token, init));
    const json = (await res.json()) as { value?: unknown; errorCode?: string };
    return { status: res.status, errorCode: json.errorCode, view: res.ok ? contractViewSchema.parse(json.value) : null };
  };
  const section = async (token: string, kind: ContractKind) => {
    const res = await t.request(RELAY[kind], withToken(token));
    return contractSectionSchema.parse(((await res.json()) as { value: unknown }).value);
  };
  const offerAndAccept = async (kind: ContractKind, from: 'a' | 'b', to: 'b' | 'c', terms: TermsInput) => {
    const offered = await act(tokens[from], kind, { action: 'offer', account: accounts[to], terms });
    expect(offered.status, `${kind} ${from}→${to}: ${offered.errorCode}`).toBe(200);
    const accepted = await act(tokens[to], kind, { action: 'accept', contractId: offered.view!.id });
    expect(accepted.view?.status).toBe('A');
    return accepted.view!;
  };
  return { ids, tokens, accounts, act, section, offerAndAccept };
};
