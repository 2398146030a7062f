// @vitest-environment jsdom
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeFetchTo } from '../../api-client/test-fetch.ts';
import { onUnread } from '../../lib/inbox-events.ts';
import { startInbox } from './inbox.ts';

/** The section as PlatformMessages.astro writes it, with two unread messages of three, and the header's badge. */
const PAGE = `
  <section id="platformMessages" data-inbox-section data-network-error="No connection" data-summary="{{unread}} unread of {{total}}" data-first-page="/member?section=platformMessages#platformMessages">
    <h2 tabindex="-1">Platform messages</h2>
    <p data-inbox-summary data-unread="2" data-total="3">2 unread of 3</p>
    <button type="button" data-mark-all disabled data-has-unread="true">Mark all as read</button>
    <p role="alert" data-inbox-error></p>
    <ul>
      ${[
        ['3', 'false', 'Bono'],
        ['2', 'false', 'Retiro pagado'],
        ['1', 'true', 'Bienvenido'],
      ]
        .map(
          ([id, read, title]) => `
        <li data-message="${id}" data-read="${read}">
          <details data-message-details>
            <summary><span data-message-title>${title}</span><span data-unread-mark ${read === 'true' ? 'hidden' : ''}>Unread</span></summary>
            <div><p>Body ${id}</p><button type="button" data-delete-message disabled>Delete</button></div>
          </details>
        </li>`,
        )
        .join('')}
    </ul>
    <dialog data-delete-dialog><form method="dialog"><p data-delete-text data-template="“{{title}}” leaves your inbox for good."></p>
      <button value="cancel">Keep it</button><button value="confirm">Delete</button></form></dialog>
  </section>`;

const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
const item = (id: string) => document.querySelector<HTMLElement>(`[data-message="${id}"]`)!;
const summary = () => document.querySelector('[data-inbox-summary]')!.textContent;

describe('the platform messages section', () => {
  let unread: number;
  let marked: unknown[];
  let deleted: unknown[];
  let fail: boolean;
  /** What the section told the page's badge. */
  let told: number[];
  onUnread((count) => told.push(count));

  beforeEach(() => {
    document.body.innerHTML = PAGE;
    // jsdom has no modal dialogs: showModal opens, close() sets the answer and fires `close`.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement, value?: string) {
      this.open = false;
      if (value !== undefined) this.returnValue = value;
      this.dispatchEvent(new Event('close'));
    };
    unread = 2;
    marked = [];
    deleted = [];
    fail = false;
    routeFetchTo(
      new Hono()
        .get('/wps/relay/CSP_unreadCount', () => Response.json({ success: true, value: unread }))
        .post('/wps/relay/CSP_markInboxRead', async (c) => {
          const body = (await c.req.json()) as { ids?: string[]; all?: true };
          marked.push(body);
          if (fail) return Response.json({ success: false, errorCode: 'system.error', message: 'down' }, { status: 500 });
          const changed = body.all ? unread : 1;
          unread -= changed;
          return Response.json({ success: true, value: { changed, unread } });
        })
        .post('/wps/relay/CSP_deleteInbox', async (c) => {
          deleted.push(await c.req.json());
          return Response.json({ success: true, value: { changed: 1, unread } });
        }),
    );
    told = [];
    startInbox(document.querySelector('[data-inbox-section]')!);
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = async (id: string) => {
    const details = item(id).querySelector('details')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    await settled();
  };

  it('marks an unread message read when it is opened, once, and the summary and the badge are told', async () => {
    await open('3');
    expect(marked).toEqual([{ ids: ['3'] }]);
    expect(item('3').dataset.read).toBe('true');
    expect(item('3').querySelector<HTMLElement>('[data-unread-mark]')!.hidden).toBe(true);
    expect(summary()).toBe('1 unread of 3');
    expect(told).toEqual([1]);
    // Opened again, or a message already read: no call.
    await open('3');
    await open('1');
    expect(marked).toHaveLength(1);
  });

  it('marks all read with one call, then tells the badge and disables the button', async () => {
    const markAll = document.querySelector<HTMLButtonElement>('[data-mark-all]')!;
    expect(markAll.disabled).toBe(false);
    markAll.click();
    await settled();
    expect(marked).toEqual([{ all: true }]);
    expect(['3', '2', '1'].map((id) => item(id).dataset.read)).toEqual(['true', 'true', 'true']);
    expect({ summary: summary(), told, disabled: markAll.disabled }).toEqual({ summary: '0 unread of 3', told: [0], disabled: true });
  });

  it('deletes a message only once the member confirms, and keeps it on "keep it"', async () => {
    const dialog = document.querySelector<HTMLDialogElement>('[data-delete-dialog]')!;
    const remove = item('2').querySelector<HTMLButtonElement>('[data-delete-message]')!;
    expect(remove.disabled).toBe(false);
    remove.click();
    expect(dialog.open).toBe(true);
    expect(dialog.querySelector('[data-delete-text]')!.textContent).toBe('“Retiro pagado” leaves your inbox for good.');
    dialog.close('cancel');
    await settled();
    expect({ deleted, present: document.contains(item('2')), focused: document.activeElement === remove }).toEqual({
      deleted: [],
      present: true,
      focused: true,
    });

    remove.click();
    dialog.close('confirm');
    await settled();
    expect(deleted).toEqual([{ ids: ['2'] }]);
    expect(document.querySelector('[data-message="2"]')).toBeNull();
    expect(summary()).toBe('2 unread of 2');
    expect(document.activeElement).toBe(item('1').querySelector('summary'));
  });

  it('tells a failure in the alert and leaves the message unread', async () => {
    fail = true;
    await open('3');
    await vi.waitFor(() => expect(document.querySelector('[data-inbox-error]')!.textContent).not.toBe(''));
    expect(item('3').dataset.read).toBe('false');
    expect(summary()).toBe('2 unread of 3');
  });
});
