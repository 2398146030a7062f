import { atom } from 'nanostores';

/**
 * The loading overlay (SPEC section 2, CONTRACT.md 5.1 `cover.loader(bool)`): shown while an
 * action the reader waits on is running, such as signing out. DialogHost renders it.
 */
export const $loader = atom(false);

export const showLoader = (on: boolean) => $loader.set(on);
