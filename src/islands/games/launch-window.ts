import { loadText } from '../../i18n/client.ts';

/*
 * Games of vendors that open in a window of their own (CONTRACT.md 4.5 "Opening"). The window
 * must be opened inside the click, or popup blockers refuse it; the launch answers later, so the
 * window first shows that it is loading, then goes to the game, or closes when the launch fails.
 */

const paint = (win: Window, words: string) => {
  const doc = win.document;
  doc.title = words;
  doc.documentElement.lang = document.documentElement.lang;
  doc.documentElement.style.cssText = 'color-scheme:dark;background:#0a0e17;color:#f2f4f8;font:16px/1.5 system-ui,sans-serif';
  const status = doc.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText = 'display:grid;place-items:center;min-height:90vh;margin:0';
  status.textContent = words;
  doc.body.replaceChildren(status);
};

export interface GameWindow {
  /** Sends the window to the game. */
  go(url: string): void;
  close(): void;
}

/**
 * Opens a blank window at once, in the click, that says the game is loading; null when the
 * browser blocked it. The window keeps its `opener`: the game page reports finished rounds to it.
 */
export const openGameWindow = (): GameWindow | null => {
  const win = window.open('', '_blank');
  if (!win) return null;
  let settled = false;
  // The words arrive with the play catalogue, usually before the launch answers.
  void loadText(['play'])
    .then((t) => {
      if (!settled && !win.closed) paint(win, t('play.loading'));
    })
    .catch(() => undefined);
  return {
    go(url) {
      settled = true;
      if (!win.closed) win.location.replace(url);
    },
    close() {
      settled = true;
      win.close();
    },
  };
};
