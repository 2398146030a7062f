// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enResponsible from '../../../locales/en/responsible.json';
import { textOf, type Words } from '../../i18n/text.ts';

const sendResponsible = vi.fn((_request: unknown) => Promise.resolve());
vi.mock('./responsible-api.ts', () => ({ sendResponsible }));
vi.mock('../../i18n/client.ts', () => ({ loadText: () => Promise.resolve(textOf(enResponsible as unknown as Words<'responsible'>)) }));

const { startResponsible } = await import('./responsible-forms.ts');

/** A part of the section as the server writes it: every control disabled until the script runs. */
const section = () => {
  document.body.innerHTML = `
    <section data-responsible data-zone="UTC" data-locale="en-US" data-network-error="No connection">
      <form method="post" data-rg-form="limit">
        <p role="alert" data-form-error></p>
        <fieldset disabled data-needs-script>
          <select name="kind"><option value="deposit">Deposits</option><option value="loss" selected>Losses</option></select>
          <select name="period"><option value="week" selected>Weekly</option></select>
          <input name="amount">
          <button type="submit">Save the limit</button>
        </fieldset>
      </form>
      <form method="post" data-rg-form="confirm">
        <p role="alert" data-form-error></p>
        <fieldset disabled data-needs-script>
          <input type="hidden" name="kind" value="deposit"><input type="hidden" name="period" value="day">
          <button type="submit" disabled>Confirm</button>
        </fieldset>
      </form>
    </section>`;
  startResponsible(document.querySelector('section')!);
};
const limitForm = () => document.querySelector<HTMLFormElement>('form[data-rg-form="limit"]')!;

describe('the responsible-gambling section’s forms', () => {
  let location: { reload: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    location = { reload: vi.fn() };
    vi.stubGlobal('location', location);
    sendResponsible.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are enabled by the script, but a change not yet confirmable keeps its button disabled', () => {
    section();
    expect([...document.querySelectorAll('fieldset')].map((f) => f.disabled)).toEqual([false, false]);
    expect(document.querySelector<HTMLButtonElement>('form[data-rg-form="confirm"] button')!.disabled).toBe(true);
  });

  it('say what is wrong with a typed amount, in the field, and send nothing', async () => {
    section();
    limitForm().querySelector('input')!.value = '12.345';
    limitForm().dispatchEvent(new Event('submit', { cancelable: true }));
    const input = limitForm().querySelector('input')!;
    await vi.waitFor(() => expect(limitForm().querySelector('[data-form-error]')!.textContent).toBe(enResponsible['responsible.problems.amount']));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(sendResponsible).not.toHaveBeenCalled();
  });

  it('send a limit the platform takes, then read the page again', async () => {
    section();
    limitForm().querySelector('input')!.value = '500,25';
    limitForm().dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(location.reload).toHaveBeenCalled());
    expect(sendResponsible).toHaveBeenCalledWith({ call: 'limit', body: { kind: 'loss', period: 'week', amount: '500.25' } });
  });
});
