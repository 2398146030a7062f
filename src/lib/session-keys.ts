/**
 * The sessionStorage keys the site writes, with the original client's names where it had one
 * (CONTRACT.md 5.2). Every feature that keeps something in sessionStorage names its key here, so
 * that sign-out and a language change know what to clear.
 */
export const SESSION_KEYS = {
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  /** The member chose to show the balance as asterisks. */
  balanceHidden: 'balanceHidden',
  hotGames: 'HOT_GAMES',
  vendorLanes: 'gameVendor',
  winnerBoard: 'WINNER_BOARD',
  announcements: 'ANNOUNCEMENTS',
  /** The language the cached lists above are in. */
  cacheLanguage: 'cacheLang',
  /* Written by the login flow (src/islands/accounts/login-flow.ts): the account, never a secret. */
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  /** The account's numeric type, as the original client kept it (`4` is a trial account). */
  isAgent: 'isAgent',
  /** The agent-contract maps of `/wps/member/info/funds/consolidated`, as JSON. */
  consolidated: 'consolidated',
  /** `1` when the agent holds a salary contract (daily, hourly or real-time), else `0`. */
  enableSalary: 'enableSalary',
  /** `1` when an agent-contract request awaits the member's answer ("has contract"), else `0`. */
  enableContract: 'enableContract',
  /** The contract requests whose pop-up this tab closed unanswered, by id, comma-separated (src/islands/agent/contract-popup.ts). */
  contractPopupClosed: 'contractPopupClosed',
  /** The member's favourite games and when they last changed, as JSON (src/islands/games/favourites.ts). */
  favourites: 'FAVOURITES',
  /** The game the game page (/seamless) opens, as JSON (src/islands/games/game-launch.ts). */
  gameRedirect: 'game_redirect',
  /** `1` right after a first login: the first-login pop-ups show (src/islands/content/popups.ts). */
  firstLogin: 'firstTimeLogin',
  /** The image and launch CDN this browser session picked from the status's lists (src/islands/shell/cdn-choice.ts). */
  imageCdn: 'imageCDN',
  launchCdn: 'launchGameCDN',
  /** Vendors' game lists the home page preloaded or its vendor pop-up read, by query, as JSON (src/islands/games/vendor-games.ts). */
  vendorGames: 'VENDOR_GAMES',
} as const;

/** Lists in the visitor's language: a language change drops them so they load again (SPEC section 4). */
export const LANGUAGE_CACHE_KEYS = [
  SESSION_KEYS.hotGames,
  SESSION_KEYS.vendorLanes,
  SESSION_KEYS.winnerBoard,
  SESSION_KEYS.announcements,
  SESSION_KEYS.vendorGames,
] as const;

/** Sign-out keeps only the merchant keys (SPEC section 4 "Logout"), and the CDNs picked for the browser session. */
const KEPT_ON_SIGN_OUT = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode, SESSION_KEYS.imageCdn, SESSION_KEYS.launchCdn] as const;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** The tab's sessionStorage, or null where the browser refuses it (some private modes). */
export const tabStorage = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export const clearSessionKeepingMerchant = (storage: Storage | null = tabStorage()) => {
  if (!storage) return;
  const kept = KEPT_ON_SIGN_OUT.flatMap((key) => {
    const value = storage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  storage.clear();
  for (const [key, value] of kept) storage.setItem(key, value);
};

export const clearLanguageCaches = (storage: Storage | null = tabStorage()) => {
  for (const key of LANGUAGE_CACHE_KEYS) storage?.removeItem(key);
};

/**
 * Drops the cached lists when the page is in another language than they are: however the
 * language changed (the form with or without script, another tab's cookie), lists reload in it.
 */
export const syncLanguageCaches = (lang: string, storage: Storage | null = tabStorage()) => {
  if (!storage || storage.getItem(SESSION_KEYS.cacheLanguage) === lang) return;
  clearLanguageCaches(storage);
  storage.setItem(SESSION_KEYS.cacheLanguage, lang);
};
