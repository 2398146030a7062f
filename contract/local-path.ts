/*
 * The one rule for every redirect and back link: a return path must stay on this site. The
 * WHATWG URL parser, the one browsers use, decides what a value means, rather than string rules
 * that miss its tricks (`/.//host`, `/\host`, tabs inside `//host`). The dummy origin stands for
 * "this site", whatever host it is served on.
 */
const HERE = 'http://local.invalid';

const resolve = (value: string): URL | null => {
  try {
    return new URL(value, HERE);
  } catch {
    return null;
  }
};

/**
 * A path of this site (pathname, query and fragment) for a return value, or `/` when it is not
 * text or would lead anywhere else. The answer reads the same when parsed again: a path that
 * normalises to `//host` (as `/.//host` does) is another host to a browser, so it goes home too.
 */
export const safeLocalPath = (value: unknown): string => {
  if (typeof value !== 'string' || value === '') return '/';
  const url = resolve(value);
  if (url?.origin !== HERE) return '/';
  const path = `${url.pathname}${url.search}${url.hash}`;
  return resolve(path)?.origin === HERE ? path : '/';
};
