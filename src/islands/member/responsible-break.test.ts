// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import enErrors from '../../../locales/en/errors.json';
import enResponsible from '../../../locales/en/responsible.json';
import { ApiError } from '../../api-client/errors.ts';
import { textOf, type Words } from '../../i18n/text.ts';
import { formatZonedDateTime } from '../../lib/dates.ts';
import { memoryStorage } from '../../lib/memory-storage.ts';
import { $dialog, closeDialog } from '../../stores/dialog.ts';
import { $session } from '../../stores/session.ts';

const takeBreak = vi.fn((_choice: unknown, _password: string) => Promise.resolve<{ kind: string; until: number | null }>({ kind: 'exclusion', until: null }));
const dropSessionCookie = vi.fn(() => Promise.resolve());
vi.mock('./responsible-api.ts', () => ({ takeBreak, dropSessionCookie }));
vi.mock('../../i18n/client.ts', () => ({
  loadText: () => Promise.resolve(textOf({ ...enResponsible, ...enErrors } as unknown as Words<'responsible' | 'errors'>)),
}));

const { startBreakForm } = await import('./responsible-break.ts');

/** The break form as the section writes it, its fieldset enabled as the section's script leaves it. */
const form = (choice: string) => {
  document.body.innerHTML = `
    <form method="post" data-rg-break>
      <p role="alert" data-form-error></p>
      <fieldset>
        <select name="choice"><option value="${choice}" selected>${choice}</option></select>
        <input name="password" type="password">
        <button type="submit">Continue</button>
      </fieldset>
    </form>`;
  const element = document.querySelector('form')!;
  startBreakForm(element, { zone: 'America/Mexico_City', locale: 'en-US', offline: 'No connection' });
  return element;
};

const submit = (password: string) => {
  document.querySelector<HTMLInputElement>('input[name="password"]')!.value = password;
  document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
};
const alertText = () => document.querySelector('[data-form-error]')!.textContent;
/** The dialog on show, once it is there. */
/** The form loads its words on first use, which a busy machine can take more than vi.waitFor's default second for. */
const WAIT = { timeout: 10_000 };
const shown = () => vi.waitFor(() => expect($dialog.get()).not.toBeNull(), WAIT).then(() => $dialog.get()!);

describe('a time-out or self-exclusion from the section', () => {
  let location: { assign: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    location = { assign: vi.fn() };
    vi.stubGlobal('location', location);
    vi.stubGlobal('sessionStorage', memoryStorage({ merchant: 'betplay', customerId: '7' }));
    $session.set('member');
    takeBreak.mockClear();
  });
  afterEach(() => {
    const open = $dialog.get();
    if (open) closeDialog(open.id, 'dismiss');
    vi.unstubAllGlobals();
  });

  it('asks for the login password before anything else', async () => {
    form('timeout:24h');
    submit('');
    await vi.waitFor(() => expect(alertText()).toBe(enResponsible['responsible.problems.password']), WAIT);
    expect(document.activeElement).toBe(document.querySelector('input[name="password"]'));
    expect($dialog.get()).toBeNull();
    expect(takeBreak).not.toHaveBeenCalled();
  });

  it('asks a second time, saying when it ends, and sends nothing when the member goes back', async () => {
    form('timeout:7d');
    submit('Secret2026');
    const dialog = await shown();
    expect(dialog.title).toBe('Start a time-out of 7 days?');
    expect(dialog.role).toBe('alertdialog');
    expect(dialog.body).toMatchObject({ kind: 'text', text: expect.stringMatching(/^Your account will be closed until .+ UTC-6\. /) });
    // The safe answer comes first, so it has the focus.
    expect(dialog.buttons.map((b) => b.key)).toEqual(['back', 'confirm']);
    closeDialog(dialog.id, 'back');
    await vi.waitFor(() => expect($dialog.get()).toBeNull(), WAIT);
    expect(takeBreak).not.toHaveBeenCalled();
    expect($session.get()).toBe('member');
  });

  it('once confirmed, starts it, forgets the session, tells when it ends and goes to the login page', async () => {
    form('exclusion:permanent');
    submit('Secret2026');
    const question = await shown();
    expect(question.title).toBe(enResponsible['responsible.break.confirmTitle.permanent']);
    closeDialog(question.id, 'confirm');
    await vi.waitFor(() => expect($dialog.get()?.title).toBe(enResponsible['responsible.break.doneTitle.exclusion']), WAIT);
    expect(takeBreak).toHaveBeenCalledWith({ type: 'exclusion', length: 'permanent' }, 'Secret2026');
    expect(dropSessionCookie).toHaveBeenCalled();
    expect($session.get()).toBe('visitor');
    expect(sessionStorage.getItem('customerId')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('betplay');
    const result = $dialog.get()!;
    expect(result.body).toEqual({ kind: 'text', text: enResponsible['responsible.break.done.permanent'] });
    expect(location.assign).not.toHaveBeenCalled();
    closeDialog(result.id, 'confirm');
    await vi.waitFor(() => expect(location.assign).toHaveBeenCalledWith('/login'), WAIT);
  });

  it('tells the end of a time-out as the platform set it, not as this browser guessed it', async () => {
    const until = Date.parse('2026-12-01T18:30:00Z');
    takeBreak.mockResolvedValueOnce({ kind: 'timeout', until });
    form('timeout:24h');
    submit('Secret2026');
    closeDialog((await shown()).id, 'confirm');
    await vi.waitFor(() => expect($dialog.get()?.title).toBe(enResponsible['responsible.break.doneTitle.timeout']), WAIT);
    expect($dialog.get()!.body).toEqual({
      kind: 'text',
      text: enResponsible['responsible.break.done.timeout'].replace('{{until}}', formatZonedDateTime(until, 'en-US', 'America/Mexico_City')),
    });
  });

  it('shows the platform’s refusal in the form, and the member stays', async () => {
    takeBreak.mockRejectedValueOnce(new ApiError('login.password.invalid', 401, null));
    form('timeout:24h');
    submit('wrong');
    const question = await shown();
    closeDialog(question.id, 'confirm');
    await vi.waitFor(() => expect(alertText()).toBe(enErrors['errors.login.password.invalid']), WAIT);
    expect($session.get()).toBe('member');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
