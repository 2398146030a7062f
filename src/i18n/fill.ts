/**
 * Fills `{{name}}` in a text the server already translated. Islands receive their words as props
 * (translated by i18next on the server) so that no catalogue ships to the browser; this is the one
 * piece of interpolation they still need, for numbers known only in the browser.
 */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
