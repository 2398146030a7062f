/** @jsxImportSource hono/jsx */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { bcp47Of, type ShippedLanguage } from '../../../contract/languages.ts';

/**
 * JSON that no HTML parser can end early or read as markup: `<`, `>` and `&` (and the two line
 * separators older scripts choke on) become JSON escapes, which JSON.parse reads back unchanged.
 */
export const scriptSafeJson = (value: object): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Data for the page's script, as a JSON block it reads by id (the policy runs no inline script). */
export const JsonData = ({ id, value }: { id: string; value: object }) => (
  <script type="application/json" id={id} dangerouslySetInnerHTML={{ __html: scriptSafeJson(value) }} />
);

interface LayoutProps {
  lang: ShippedLanguage;
  title: string;
  /** The page's stylesheet and script, by their hashed URLs; a page without script works as plain HTML. */
  style: string;
  script?: { src: string; data: { id: string; value: object } } | undefined;
  children?: Child;
}

/**
 * Every game page's document: complete HTML on first paint, one external stylesheet and at most
 * one deferred script, both from this site (the page policy allows nothing inline), with the
 * script's data in a JSON block at the end of the body.
 */
export const Layout = ({ lang, title, style, script, children }: LayoutProps) => (
  <>
    {raw('<!doctype html>')}
    <html lang={bcp47Of(lang)}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <title>{title}</title>
        <link rel="stylesheet" href={style} />
        {script ? <script src={script.src} defer /> : null}
      </head>
      <body>
        {children}
        {script ? <JsonData {...script.data} /> : null}
      </body>
    </html>
  </>
);
