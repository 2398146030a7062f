/**
 * What the API client tells the rest of the app: the session is over (HTTP 401 or a session code),
 * or the platform has closed (maintenance, region block). Stores subscribe; the client does not
 * know them.
 */
export type ApiEvent = { kind: 'session-ended'; errorCode: string } | { kind: 'system-closed'; errorCode: string };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

export const onApiEvent = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const emitApiEvent = (event: ApiEvent) => {
  for (const listener of listeners) listener(event);
};
