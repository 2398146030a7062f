/*
 * What both game pages' scripts share: finding the page's parts, reading the data the server
 * rendered into it, writing words and amounts (the pages on the server write them the same way),
 * calling the game server's API, and telling the site around the game that the balance moved.
 */

/** The page element of that id; the server renders every one the scripts use. */
export const byId = <T extends HTMLElement = HTMLElement>(id: string): T => {
  const element = document.getElementById(id);
  if (!element) throw new Error(`#${id} is missing from the page`);
  return element as T;
};

/** The data the server rendered into `<script type="application/json" id="…">`, or null on a page without it. */
export const readPageData = <T>(id: string): T | null => {
  const block = document.getElementById(id);
  return block ? (JSON.parse(block.textContent || '{}') as T) : null;
};

/** Tells the site (the page framing the game, or the window that opened it) to show the balance again. */
export const tellSiteBalanceChanged = (): void => {
  const message = { type: 'game:balance' };
  try {
    if (window.parent !== window) window.parent.postMessage(message, location.origin);
  } catch {
    // A frame of another site: nothing to tell.
  }
  try {
    (window.opener as Window | null)?.postMessage(message, location.origin);
  } catch {
    // Closed, or not ours.
  }
};

/** A random id for an idempotent call, from the browser's CSPRNG. */
export const randomId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The platform's envelope, as the game server's API answers it. */
export interface Envelope<T> {
  success: boolean;
  value?: T;
  message?: string;
  errorCode?: string;
}

export interface Answer<T> {
  status: number;
  /** Null when the answer was not an envelope (a proxy's error page, a cut connection). */
  body: Envelope<T> | null;
}

const isEnvelope = (body: unknown): body is Envelope<never> =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

/**
 * One call to the game server's API, JSON both ways and in the page's language. A network failure
 * rejects; any answer resolves, so the caller decides what a refusal means.
 */
export const callApi = async <T>(url: string, lang: string, body?: unknown): Promise<Answer<T>> => {
  const headers: Record<string, string> = { Accept: 'application/json', Language: lang };
  const init: RequestInit = { method: body === undefined ? 'GET' : 'POST', credentials: 'same-origin', headers };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  const parsed: unknown = await res.json().catch(() => null);
  return { status: res.status, body: isEnvelope(parsed) ? (parsed as Envelope<T>) : null };
};
