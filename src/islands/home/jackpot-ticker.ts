import { JACKPOT_REFRESH_MS, JACKPOT_STORAGE_KEY, nextTickDelay, refresh, restore, serialise, tick, type JackpotRules, type JackpotState } from './jackpot.ts';
import { formatAmount } from '../../../contract/money-format.ts';
import { controlMotion } from '../ui/carousel/motion-control.ts';

/* Storage may be blocked: the counter then starts from the server's pool on every page. */
const stored = () => {
  try {
    return localStorage.getItem(JACKPOT_STORAGE_KEY);
  } catch {
    return null;
  }
};
const store = (state: JackpotState) => {
  try {
    localStorage.setItem(JACKPOT_STORAGE_KEY, serialise(state));
  } catch {
    // Nothing to keep it in.
  }
};

const rulesOf = (root: HTMLElement): JackpotRules | null => {
  const tickMs = (root.dataset.tickMs ?? '')
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const min = Number(root.dataset.stepMin);
  const max = Number(root.dataset.stepMax);
  return tickMs.length && min > 0 && max >= min ? { tickMs, step: { min, max } } : null;
};

/**
 * Runs one counter: ticks while it may move (controlMotion: pause box, hover, focus, reduced
 * motion), reads the pool again every JACKPOT_REFRESH_MS, and keeps what it shows in storage.
 */
export const startJackpot = (root: HTMLElement) => {
  const value = root.querySelector<HTMLElement>('[data-jackpot-value]');
  const rules = rulesOf(root);
  const minor = root.dataset.minor ?? '';
  if (!value || !rules || !/^\d{1,20}$/.test(minor)) return;
  // The market's locale the server wrote the pool in.
  const locale = root.dataset.locale ?? '';
  let state = restore(stored(), BigInt(minor));
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const show = () => {
    value.textContent = formatAmount(state.shown, locale);
    store(state);
  };
  const schedule = () => {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(
      () => {
        state = tick(rules, state, Math.random());
        show();
        schedule();
      },
      nextTickDelay(rules, Math.random()),
    );
  };

  show();
  controlMotion(root, (now) => {
    running = now;
    schedule();
  });
  // The API client loads only for the first refresh, not with the page.
  const readPool = async () => {
    const { fetchJackpotMinor } = await import('./jackpot-api.ts');
    const pool = await fetchJackpotMinor();
    if (pool === null) return;
    state = refresh(state, pool);
    show();
    schedule();
  };
  setInterval(() => {
    // A failed read (offline, a new deployment's chunks) keeps counting from what is shown.
    if (!document.hidden) readPool().catch(() => undefined);
  }, JACKPOT_REFRESH_MS);
};
