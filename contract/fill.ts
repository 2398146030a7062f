/** Values put in a text's `{{name}}` places. */
export type FillValues = Readonly<Record<string, string | number>>;

/**
 * Fills `{{name}}` in a text, as i18next interpolates on the server: the one piece of
 * interpolation the browser needs, for the words islands load (src/i18n/text.ts), for texts
 * the server translated with places left for numbers known only in the browser, and for the game
 * server's pages and scripts. Imports nothing, so every bundle may take it.
 */
export const fill = (template: string, values: FillValues): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
