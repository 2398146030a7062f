import { atom } from 'nanostores';

/*
 * The dialog helper (SPEC section 2, CONTRACT.md 5.1 "Dialog helper"): any island or script asks
 * for a dialog and awaits the key of the button that closed it. One dialog shows at a time; the
 * others wait in order. DialogHost renders `$dialog`.
 */

export type DialogIcon = 'info' | 'success' | 'warning' | 'error';

export interface DialogButton {
  /** What `showDialog` resolves with when this button is pressed, e.g. `confirm` or `cancel`. */
  key: string;
  /** Translated text of the button. */
  label: string;
  variant?: 'primary' | 'secondary';
}

export interface DialogOptions {
  icon?: DialogIcon;
  title: string;
  /** HTML from the platform; it is sanitised here, whoever calls. Wins over `text`. */
  html?: string;
  /** A plain-text body. */
  text?: string;
  buttons: readonly DialogButton[];
  /** Closes by itself after this long, with a countdown the reader can pause (WCAG 2.2.1). */
  timeoutMs?: number;
  /** A click outside the dialog closes it. */
  closeOnCover?: boolean;
}

/** A button key, or how the dialog was closed without one: cover click, time-out, or Esc. */
export type DialogResult = string;
export const COVER = 'cover';
export const TIMEOUT = 'timeout';
export const DISMISS = 'dismiss';

export interface DialogView {
  id: number;
  icon: DialogIcon | null;
  title: string;
  body: { kind: 'html'; html: string } | { kind: 'text'; text: string } | { kind: 'none' };
  buttons: readonly DialogButton[];
  /** A choice the reader must make is an alert dialog; a message is a plain dialog. */
  role: 'dialog' | 'alertdialog';
  closeOnCover: boolean;
  countdown: { secondsLeft: number; paused: boolean } | null;
}

interface Pending {
  view: DialogView;
  /** False while an HTML body is being sanitised: the dialog keeps its place but waits to show. */
  ready: boolean;
  resolve(result: DialogResult): void;
}

export const $dialog = atom<DialogView | null>(null);

const queue: Pending[] = [];
let nextId = 1;
let ticker: ReturnType<typeof setInterval> | undefined;

const stopTicker = () => {
  clearInterval(ticker);
  ticker = undefined;
};

const tick = () => {
  const view = $dialog.get();
  if (!view?.countdown || view.countdown.paused) return;
  const secondsLeft = view.countdown.secondsLeft - 1;
  if (secondsLeft <= 0) closeDialog(view.id, TIMEOUT);
  else $dialog.set({ ...view, countdown: { secondsLeft, paused: false } });
};

const showNext = () => {
  stopTicker();
  const next = queue[0]?.ready ? queue[0] : undefined;
  $dialog.set(next?.view ?? null);
  if (next?.view.countdown) ticker = setInterval(tick, 1000);
};

const bodyOf = (options: DialogOptions): DialogView['body'] => {
  if (options.text !== undefined) return { kind: 'text', text: options.text };
  return { kind: 'none' };
};

/**
 * The sanitiser loads with the first HTML dialog, not with the page. Should it fail to load, the
 * reader still gets the words, as text.
 */
const htmlBody = (html: string): Promise<DialogView['body']> =>
  import('../lib/sanitize-browser.ts')
    .then(({ sanitizeHtml }): DialogView['body'] => ({ kind: 'html', html: sanitizeHtml(html) }))
    .catch(() => ({ kind: 'text', text: new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '' }));

/** Shows a dialog once those before it have closed; resolves with how it was closed. */
export const showDialog = (options: DialogOptions): Promise<DialogResult> =>
  new Promise((resolve) => {
    const choice = options.buttons.length > 1 || options.icon === 'warning' || options.icon === 'error';
    const view: DialogView = {
      id: nextId++,
      icon: options.icon ?? null,
      title: options.title,
      body: bodyOf(options),
      buttons: options.buttons,
      role: choice ? 'alertdialog' : 'dialog',
      closeOnCover: options.closeOnCover ?? false,
      countdown: options.timeoutMs ? { secondsLeft: Math.max(1, Math.ceil(options.timeoutMs / 1000)), paused: false } : null,
    };
    const pending: Pending = { view, ready: options.html === undefined, resolve };
    queue.push(pending);
    if (options.html !== undefined) {
      void htmlBody(options.html).then((body) => {
        pending.view = { ...pending.view, body };
        pending.ready = true;
        if (queue[0] === pending) showNext();
      });
    }
    if (queue.length === 1) showNext();
  });

/**
 * Closes dialog `id` with a button key, COVER, TIMEOUT or DISMISS. Naming the dialog keeps a
 * late second click from closing the one that came after it.
 */
export const closeDialog = (id: number, result: DialogResult) => {
  if (queue[0]?.view.id !== id) return;
  const current = queue.shift()!;
  showNext();
  current.resolve(result);
};

/** Stops or restarts the countdown of the dialog on screen. */
export const setDialogPaused = (paused: boolean) => {
  const view = $dialog.get();
  if (!view?.countdown || view.countdown.paused === paused) return;
  $dialog.set({ ...view, countdown: { ...view.countdown, paused } });
};
