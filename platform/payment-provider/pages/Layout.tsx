/** @jsxImportSource hono/jsx */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { bcp47Of, type ShippedLanguage } from '../../../contract/languages.ts';

/** JSON no HTML parser can end early: `<`, `>`, `&` and the line separators become JSON escapes. */
const scriptSafeJson = (value: object): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);

interface LayoutProps {
  lang: ShippedLanguage;
  title: string;
  style: string;
  /** The page's script and its data, read by id (the policy runs nothing inline). */
  script?: { src: string; data: object } | undefined;
  children?: Child;
}

/** The provider's documents: complete HTML, one hashed stylesheet, at most one deferred script. */
export const Layout = ({ lang, title, style, script, children }: LayoutProps) => (
  <>
    {raw('<!doctype html>')}
    <html lang={bcp47Of(lang)}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <link rel="stylesheet" href={style} />
        {script ? <script src={script.src} defer /> : null}
      </head>
      <body>
        {children}
        {script ? <script type="application/json" id="checkout-data" dangerouslySetInnerHTML={{ __html: scriptSafeJson(script.data) }} /> : null}
      </body>
    </html>
  </>
);
