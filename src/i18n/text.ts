import { fill, type FillValues } from '../../contract/fill.ts';
import type { KeyOf, Namespace } from './resources.ts';

declare const namespaces: unique symbol;

/**
 * The words of some namespaces, by key: what `/text/<lang>/<namespace>.json` answers, merged. The
 * namespaces are also named in the type alone, so that `textOf` knows which keys it may read.
 */
export type Words<N extends Namespace> = Readonly<Record<KeyOf<N>, string>> & { readonly [namespaces]?: N };

/** Translates the keys `K`, in the one language its words are in. */
export interface Translator<K extends string> {
  /** The words of a key, with `{{name}}` filled from `values`. */
  (key: K, values?: FillValues): string;
  /**
   * The words of a key known only at run time (a form's problem, the platform's error code), or
   * those of `fallback` where the catalogue has no such key: never the key itself.
   */
  or(key: string, fallback: K, values?: FillValues): string;
}

/**
 * Translates the keys of the namespaces `N`. The keys come from the catalogue files, so a
 * mistyped key, or one of a namespace that was not loaded, fails the type check.
 */
export type Text<N extends Namespace> = Translator<KeyOf<N>>;

/** Islands translate with this, over the words their page loaded (src/i18n/client.ts) or was given. */
export const textOf = <N extends Namespace>(words: Words<N>): Text<N> => {
  const table = words as Readonly<Record<string, string>>;
  const read = (key: string, values?: FillValues) => {
    // A key with no words reads as itself, as i18next does on the server.
    const template = Object.hasOwn(table, key) ? table[key]! : key;
    return values ? fill(template, values) : template;
  };
  return Object.assign(read, {
    or: (key: string, fallback: KeyOf<N>, values?: FillValues) => read(Object.hasOwn(table, key) ? key : fallback, values),
  });
};
