// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $dialog, closeDialog, COVER, DISMISS, setDialogPaused, showDialog, TIMEOUT, type DialogOptions } from './dialog.ts';

const OK = [{ key: 'confirm', label: 'OK' }] as const;
const CHOICE = [
  { key: 'cancel', label: 'Cancel', variant: 'secondary' },
  { key: 'confirm', label: 'Confirm' },
] as const;

const open = (options: Partial<DialogOptions> = {}) => showDialog({ title: 'Title', buttons: OK, ...options });
const current = () => $dialog.get()!;
/** The sanitiser of HTML bodies loads on first use. */
const sanitised = async () => {
  await vi.dynamicImportSettled();
  await Promise.resolve();
};

describe('dialog helper', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    while ($dialog.get()) closeDialog(current().id, DISMISS);
    vi.useRealTimers();
  });

  it('shows one dialog at a time and resolves each with the key that closed it', async () => {
    const first = open({ title: 'First', buttons: CHOICE });
    const second = open({ title: 'Second' });
    expect(current().title).toBe('First');
    closeDialog(current().id, 'cancel');
    await expect(first).resolves.toBe('cancel');
    expect(current().title).toBe('Second');
    closeDialog(current().id, COVER);
    await expect(second).resolves.toBe(COVER);
    expect($dialog.get()).toBeNull();
  });

  it('ignores a late close aimed at a dialog that is already gone', async () => {
    const first = open({ title: 'First' });
    void open({ title: 'Second' });
    const firstId = current().id;
    closeDialog(firstId, 'confirm');
    closeDialog(firstId, 'confirm');
    await expect(first).resolves.toBe('confirm');
    expect(current().title).toBe('Second');
  });

  it('makes a choice an alert dialog and a message a plain one', () => {
    void open({ buttons: CHOICE });
    expect(current().role).toBe('alertdialog');
    closeDialog(current().id, DISMISS);
    void open({ icon: 'error' });
    expect(current().role).toBe('alertdialog');
    closeDialog(current().id, DISMISS);
    void open({ icon: 'info' });
    expect(current()).toMatchObject({ role: 'dialog', icon: 'info', closeOnCover: false, countdown: null });
  });

  it('sanitises HTML and keeps text as text', async () => {
    void open({ html: '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:x">link</a></p>', text: 'ignored' });
    await sanitised();
    const body = current().body;
    expect(body.kind).toBe('html');
    const html = body.kind === 'html' ? body.html : '';
    expect(html).toContain('<p>Hi');
    expect(html).not.toMatch(/onclick|<script|javascript:/);
    closeDialog(current().id, DISMISS);
    void open({ text: '<b>plain</b>' });
    expect(current().body).toEqual({ kind: 'text', text: '<b>plain</b>' });
  });

  it('keeps an HTML dialog in its place while its sanitiser loads', async () => {
    const first = open({ title: 'First', html: '<p>Hi</p>' });
    void open({ title: 'Second' });
    expect($dialog.get()).toBeNull();
    await sanitised();
    expect(current()).toMatchObject({ title: 'First', body: { kind: 'html', html: '<p>Hi</p>' } });
    closeDialog(current().id, 'confirm');
    await expect(first).resolves.toBe('confirm');
    expect(current().title).toBe('Second');
  });

  it('counts down and closes itself on time', async () => {
    const result = open({ timeoutMs: 3000 });
    expect(current().countdown).toEqual({ secondsLeft: 3, paused: false });
    vi.advanceTimersByTime(1000);
    expect(current().countdown?.secondsLeft).toBe(2);
    vi.advanceTimersByTime(2000);
    await expect(result).resolves.toBe(TIMEOUT);
    expect($dialog.get()).toBeNull();
  });

  it('stands still while paused and carries on when resumed', async () => {
    const result = open({ timeoutMs: 2000 });
    setDialogPaused(true);
    vi.advanceTimersByTime(10_000);
    expect(current().countdown).toEqual({ secondsLeft: 2, paused: true });
    setDialogPaused(false);
    vi.advanceTimersByTime(2000);
    await expect(result).resolves.toBe(TIMEOUT);
  });

  it("starts the next dialog's countdown only when it shows", async () => {
    const first = open({ title: 'First' });
    const second = open({ title: 'Second', timeoutMs: 1000 });
    vi.advanceTimersByTime(5000);
    expect(current().title).toBe('First');
    closeDialog(current().id, 'confirm');
    await first;
    expect(current().countdown?.secondsLeft).toBe(1);
    vi.advanceTimersByTime(1000);
    await expect(second).resolves.toBe(TIMEOUT);
  });
});
