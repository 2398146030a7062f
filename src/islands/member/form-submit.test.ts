// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindSubmit, type SubmitCycle } from './form-submit.ts';

/** A money form as the member centre writes it: an alert, and its controls in one fieldset. */
const form = () => {
  document.body.innerHTML = `
    <form method="post">
      <p role="alert" data-form-error></p>
      <fieldset><input name="amount" value="12.50"><button type="submit">Send</button></fieldset>
    </form>`;
  return document.querySelector('form')!;
};

const submit = (f: HTMLFormElement) => f.dispatchEvent(new Event('submit', { cancelable: true }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const alertText = () => document.querySelector('[data-form-error]')!.textContent;

describe('the money forms’ submit cycle', () => {
  let sent: { values: Readonly<Record<string, string>>; requestId: string }[];
  let cycle: SubmitCycle;
  beforeEach(() => {
    // The page is offline: not even the error words can be fetched.
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    sent = [];
    cycle = {
      check: async () => null,
      send: async (values, requestId) => {
        sent.push({ values, requestId });
        throw new Error('offline');
      },
      focusAfterFailure: () => document.querySelector('input'),
      offline: 'No connection',
    };
  });

  afterEach(() => vi.unstubAllGlobals());

  it('sends nothing when a value is wrong, says why and goes back to the field', async () => {
    const f = form();
    bindSubmit(f, { ...cycle, check: async (values) => (values.amount === '12.50' ? 'Too little' : null) });
    submit(f);
    await settled();
    expect(sent).toEqual([]);
    expect(alertText()).toBe('Too little');
    expect(document.activeElement).toBe(document.querySelector('input'));
    expect(f.noValidate).toBe(true);
  });

  it('sends once while busy, and a retry after a lost answer is the same request', async () => {
    const f = form();
    bindSubmit(f, cycle);
    submit(f);
    submit(f);
    // The failure's words are looked up (and found missing) first: that takes a moment on a busy machine.
    await vi.waitFor(() => expect(alertText()).toBe('No connection'), { timeout: 5_000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.values).toEqual({ amount: '12.50' });
    expect(f.dataset.busy).toBeUndefined();
    expect(f.querySelector('fieldset')!.hasAttribute('aria-busy')).toBe(false);
    submit(f);
    await settled();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.requestId).toBe(sent[0]!.requestId);
  });
});
