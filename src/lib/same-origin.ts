/**
 * Whether a request's `Origin` header names this site. The comparison is with the origin the
 * server sees the request on, as Astro's own form check does.
 */
export const isSameOrigin = (origin: string | null, requestUrl: string): boolean => {
  if (!origin) return false;
  try {
    return new URL(origin).origin === new URL(requestUrl).origin;
  } catch {
    return false;
  }
};
