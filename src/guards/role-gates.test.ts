import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../contract/session.ts';
import { roleGates } from './role-gates.ts';
import { contextFor, renderer } from './test-context.ts';

const accounts = {
  member: { member: { account: 'player01', type: 0 } as MemberInfo, isAgent: false, isTrial: false },
  agent: { member: { account: 'agent01', type: 1 } as MemberInfo, isAgent: true, isTrial: false },
  trial: { member: { account: 'trial01', type: 4 } as MemberInfo, isAgent: false, isTrial: true },
  visitor: {},
} satisfies Record<string, Partial<App.Locals>>;

const visit = async (path: string, who: keyof typeof accounts) => {
  const next = renderer();
  const response = (await roleGates(contextFor(path, { locals: accounts[who] }), next)) as Response;
  return next.mock.calls.length ? 'page' : response.headers.get('location');
};

describe('role gates', () => {
  it('sends a non-agent from the agent centre to the agent login', async () => {
    expect(await visit('/agentHome', 'member')).toBe('/agent');
    expect(await visit('/agentHome', 'agent')).toBe('page');
  });

  it('keeps a trial account out of member and agent pages', async () => {
    for (const path of ['/member', '/favorite', '/recent', '/seamless', '/pointMall', '/agentHome']) {
      expect(await visit(path, 'trial')).toBe('/');
    }
  });

  it('lets a trial account look around the rest of the site, lottery included', async () => {
    for (const path of ['/', '/live', '/promotions', '/lottery', '/vnLottery', '/agent']) {
      expect(await visit(path, 'trial')).toBe('page');
    }
  });

  it('opens member pages to members and agents, and leaves visitors to the auth redirect', async () => {
    expect(await visit('/member', 'member')).toBe('page');
    expect(await visit('/member', 'agent')).toBe('page');
    expect(await visit('/member', 'visitor')).toBe('page');
  });
});
