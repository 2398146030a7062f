import { describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../contract/session.ts';
import { authRedirect } from './auth-redirect.ts';
import { contextFor, renderer } from './test-context.ts';

const member = { account: 'player01', type: 0 } as MemberInfo;

const visit = async (path: string, locals: Partial<App.Locals> = {}) => {
  const next = renderer();
  const response = (await authRedirect(contextFor(path, { locals }), next)) as Response;
  return { next, response };
};

describe('auth redirect guard', () => {
  it.each(['/lottery', '/seaLottery', '/vnLottery', '/member', '/favorite', '/recent', '/seamless', '/pointMall'])(
    'sends a visitor without a session from %s to /login',
    async (path) => {
      const { next, response } = await visit(path);
      expect(next).not.toHaveBeenCalled();
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/login');
    },
  );

  it('sends a visitor without a session from the agent centre to the agent login', async () => {
    const { response } = await visit('/agentHome');
    expect(response.headers.get('location')).toBe('/agent');
  });

  it.each(['/', '/home', '/login', '/register', '/agent', '/help', '/promotions', '/live', '/rng', '/no-such-page'])('lets anyone open %s', async (path) => {
    const { next } = await visit(path);
    expect(next).toHaveBeenCalledOnce();
  });

  it('lets a member through, and a system screen stays a screen', async () => {
    expect((await visit('/member', { member })).next).toHaveBeenCalledOnce();
    const screen = { kind: 'maintenance', endsAt: null, message: null, customerServiceUrl: null } as const;
    expect((await visit('/member', { screen })).next).toHaveBeenCalledOnce();
  });
});
