import { hasControlCharacter, trimControlsAndSpaces } from './control-characters.ts';
import { escapeAttribute, escapeText } from './html-entities.ts';
import { tokenize, type Attribute } from './html-tokenizer.ts';

/**
 * The one HTML sanitiser of the product (ARCHITECTURE.md: HTML from the server is sanitised before
 * rendering). Content is cleaned when it is written and again when it is served or rendered, so
 * a row changed straight in the database is still safe. It is an allowlist: the output is rebuilt
 * from tokens, holding only the elements and attributes below, every text escaped and every
 * attribute double-quoted, so nothing the browser parses differently from us can survive. Free of
 * Node APIs: the site imports it for server rendering too.
 */
type AttributeRule = (value: string) => string | null;

const WEB = ['http', 'https'];

/**
 * A URL the browser will resolve to one of `schemes`, or to this site: the value is cleaned as the
 * browser's URL parser cleans it (tabs and newlines dropped, outer spaces trimmed) before its
 * scheme is read, and the cleaned value is what gets written.
 */
const url =
  (schemes: readonly string[]): AttributeRule =>
  (raw) => {
    const value = trimControlsAndSpaces(raw.replace(/[\t\n\r]/g, ''));
    if (!value || hasControlCharacter(value)) return null;
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(value)?.[1]?.toLowerCase();
    return scheme === undefined || schemes.includes(scheme) ? value : null;
  };
const plain: AttributeRule = (value) => value;
const span: AttributeRule = (value) => (/^[1-9][0-9]{0,2}$/.test(value.trim()) ? value.trim() : null);
const scope: AttributeRule = (value) => (['row', 'col', 'rowgroup', 'colgroup'].includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null);

const ALLOWED: Readonly<Record<string, Readonly<Record<string, AttributeRule>>>> = {
  p: {}, br: {}, strong: {}, em: {}, b: {}, i: {}, u: {}, ul: {}, ol: {}, li: {}, h2: {}, h3: {}, h4: {}, span: {},
  a: { href: url([...WEB, 'mailto']), title: plain },
  img: { src: url(WEB), alt: plain },
  table: {}, caption: {}, thead: {}, tbody: {}, tfoot: {}, tr: {},
  th: { colspan: span, rowspan: span, scope },
  td: { colspan: span, rowspan: span },
};
const VOID = new Set(['br', 'img']);
/** Without these attributes the element means nothing and is left out (its content stays). */
const REQUIRED: Readonly<Record<string, string>> = { a: 'href', img: 'src' };
/** Links open outside the page and give the target no handle on it. */
const ADDED: Readonly<Record<string, string>> = { a: ' rel="noopener noreferrer" target="_blank"' };

/** Dropped together with everything inside them: scripts, styles, embedded documents, foreign content, forms' option lists. */
const DROP_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'noscript',
  'noembed', 'noframes', 'xmp', 'textarea', 'title', 'select', 'plaintext', 'head', 'canvas', 'audio', 'video',
]);

const attributesOf = (name: string, attributes: readonly Attribute[]): string | null => {
  const rules = ALLOWED[name]!;
  let out = '';
  for (const [attribute, rule] of Object.entries(rules)) {
    const given = attributes.find((a) => a.name === attribute);
    const value = given ? rule(given.value) : null;
    if (value !== null) out += ` ${attribute}="${escapeAttribute(value)}"`;
    else if (REQUIRED[name] === attribute) return null;
  }
  return out + (ADDED[name] ?? '');
};

export const sanitizeHtml = (html: string): string => {
  let out = '';
  const open: string[] = [];
  const close = (name: string) => {
    const at = open.lastIndexOf(name);
    if (at < 0) return;
    for (const element of open.splice(at).reverse()) out += `</${element}>`;
  };
  let dropping: { name: string; depth: number } | null = null;

  for (const token of tokenize(html)) {
    if (dropping) {
      if (token.kind === 'start' && token.name === dropping.name && !token.selfClosing) dropping.depth++;
      if (token.kind === 'end' && token.name === dropping.name && --dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.kind === 'text') {
      out += escapeText(token.text);
    } else if (token.kind === 'start') {
      if (DROP_WITH_CONTENT.has(token.name)) {
        // A self-closed `<svg/>` has no content; a self-closed `<script/>` still opens raw text.
        if (!(token.selfClosing && (token.name === 'svg' || token.name === 'math'))) dropping = { name: token.name, depth: 1 };
        continue;
      }
      if (!Object.hasOwn(ALLOWED, token.name)) continue;
      // Browsers never nest links; closing the open one keeps our structure and theirs the same.
      if (token.name === 'a') close('a');
      const attributes = attributesOf(token.name, token.attributes);
      if (attributes === null) continue;
      out += `<${token.name}${attributes}>`;
      if (!VOID.has(token.name)) open.push(token.name);
    } else {
      close(token.name);
    }
  }
  for (const element of open.reverse()) out += `</${element}>`;
  return out;
};
