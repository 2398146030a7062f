/*
 * What HTML from the platform (announcements, notices, pop-ups, promotions, help entries) may hold
 * once it is cleaned: the one allowlist that both sanitisers are configured from, the server's
 * (contract/sanitize-server.ts) and the browser's (src/lib/sanitize-browser.ts). Anything not named
 * here is removed; an element removed without its content leaves its text behind. Plain data, so
 * either side can read it without pulling the other side's library.
 */
export interface HtmlPolicy {
  /** Each allowed element, with the only attributes it may keep. */
  elements: Readonly<Record<string, readonly string[]>>;
  /** The attributes that hold a URL. */
  urlAttributes: readonly string[];
  /**
   * The schemes a URL attribute may name, per element. A URL without a scheme (a path on this
   * site, `//host/path`, `#part`) is always allowed; an element not listed takes no other.
   */
  urlSchemes: Readonly<Record<string, readonly string[]>>;
  /** Attributes kept only when their value has this shape. */
  attributeValues: Readonly<Record<string, RegExp>>;
  /** Without this attribute (or when its value was refused) the element means nothing: it goes, its content stays. */
  requiredAttribute: Readonly<Record<string, string>>;
  /** Set on every such element, whatever the source said. */
  forcedAttributes: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Removed together with everything inside them: code, styles, embedded documents, foreign content, forms. */
  droppedWithContent: readonly string[];
}

const CELL_SPAN = /^\s*[1-9][0-9]{0,2}\s*$/;

export const HTML_POLICY: HtmlPolicy = {
  elements: {
    p: [],
    br: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    u: [],
    ul: [],
    ol: [],
    li: [],
    h2: [],
    h3: [],
    h4: [],
    span: [],
    a: ['href', 'title'],
    img: ['src', 'alt'],
    table: [],
    caption: [],
    thead: [],
    tbody: [],
    tfoot: [],
    tr: [],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  urlAttributes: ['href', 'src'],
  urlSchemes: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  attributeValues: { colspan: CELL_SPAN, rowspan: CELL_SPAN, scope: /^\s*(row|col|rowgroup|colgroup)\s*$/i },
  requiredAttribute: { a: 'href', img: 'src' },
  // Links open outside the page and give the page they open no handle on ours.
  forcedAttributes: { a: { rel: 'noopener noreferrer', target: '_blank' } },
  droppedWithContent: [
    'script',
    'style',
    'template',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'noscript',
    'noembed',
    'noframes',
    'xmp',
    'textarea',
    'title',
    'select',
    'plaintext',
    'head',
    'canvas',
    'audio',
    'video',
  ],
};
