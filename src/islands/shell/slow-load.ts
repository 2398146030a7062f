/*
 * The slow-load notice (SPEC section 8, "Slow page load"): when one of the page's scripts fails
 * to load, or the page has not finished loading its scripts after 120 seconds, the page says so
 * in the reader's language and offers to load it again. The notice is written by the server,
 * hidden (SlowLoadNotice.astro); its script is the first of the page, so that it listens before
 * any other script can fail.
 */

/** How long the page's scripts may take to load (SPEC: a script chunk times out after 120 s). */
export const SLOW_LOAD_MS = 120_000;

/** What a failed dynamic import throws, as each browser words it, or a ChunkLoadError by name. */
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|error loading dynamically imported module/i;

export const isChunkFailure = (reason: unknown): boolean => reason instanceof Error && (reason.name === 'ChunkLoadError' || CHUNK_FAILURE.test(reason.message));

/** Whether an element's failure to load is a script's: a module script or one it preloads. */
const isScript = (target: EventTarget | null) =>
  target instanceof HTMLScriptElement || (target instanceof HTMLLinkElement && (target.rel === 'modulepreload' || target.as === 'script'));

export const watchSlowLoad = (notice: HTMLElement) => {
  const show = () => {
    notice.hidden = false;
  };
  const timer = setTimeout(show, SLOW_LOAD_MS);
  if (document.readyState === 'complete') clearTimeout(timer);
  else addEventListener('load', () => clearTimeout(timer), { once: true });
  // A script's error does not bubble: it is caught on its way down.
  addEventListener('error', (event) => isScript(event.target) && show(), true);
  addEventListener('unhandledrejection', (event) => isChunkFailure(event.reason) && show());
  // The bundler's own event when a dynamic import's files cannot be loaded.
  addEventListener('vite:preloadError', show);
  notice.querySelector('[data-slow-load-retry]')?.addEventListener('click', () => location.reload());
  // Listening from here on: the page's state says so (its browser tests wait for it).
  notice.dataset.armed = '';
};
