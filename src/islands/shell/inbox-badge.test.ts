// @vitest-environment jsdom
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { announceUnread } from '../../lib/inbox-events.ts';
import { bindInboxBadge } from './inbox-badge.ts';

/** The link as MemberBlock.astro writes it. */
const LINK = `<a href="/member#platformMessages" data-inbox aria-label="Messages" data-label-none="Messages" data-label-some="Messages, {{count}} unread"><span data-unread hidden></span></a>`;

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const badge = () => document.querySelector<HTMLElement>('[data-unread]')!;
const label = () => document.querySelector('[data-inbox]')!.getAttribute('aria-label');

describe('the header’s inbox badge', () => {
  let answer: () => Response;

  beforeEach(() => {
    document.body.innerHTML = LINK;
    answer = () => Response.json({ success: true, value: 3 });
    routeFetchTo(new Hono().get('/wps/relay/CSP_unreadCount', () => answer()));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count it reads on entry, and names it', async () => {
    bindInboxBadge();
    await settled();
    expect({ hidden: badge().hidden, text: badge().textContent, label: label() }).toEqual({ hidden: false, text: '3', label: 'Messages, 3 unread' });
  });

  it('follows the count the member centre announces, hiding at zero', async () => {
    bindInboxBadge();
    await settled();
    announceUnread(120);
    expect(badge().textContent).toBe('99+');
    announceUnread(0);
    expect({ hidden: badge().hidden, label: label() }).toEqual({ hidden: true, label: 'Messages' });
  });

  it('shows no badge when the count cannot be read', async () => {
    announceUnread(0);
    answer = () => Response.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 });
    bindInboxBadge();
    await settled();
    expect(badge().hidden).toBe(true);
  });
});
