import type { TextBundle, TextBundleName } from '../i18n/text-bundles.ts';
import { NetworkError } from '../api-client/errors.ts';

const loaded = new Map<TextBundleName, Promise<unknown>>();

/**
 * The words of a modal, fetched once per page in the page's language (`/text/<name>.json`). A
 * failed fetch is forgotten, so the next attempt tries again; it rejects with a NetworkError.
 */
export const loadTextBundle = <N extends TextBundleName>(name: N): Promise<TextBundle<N>> => {
  let bundle = loaded.get(name);
  if (!bundle) {
    bundle = fetch(`/text/${name}.json`, { credentials: 'same-origin' }).then(async (response) => {
      if (!response.ok) throw new NetworkError(`text bundle ${name}: HTTP ${response.status}`);
      return (await response.json()) as unknown;
    });
    bundle.catch(() => loaded.delete(name));
    loaded.set(name, bundle);
  }
  return bundle as Promise<TextBundle<N>>;
};
