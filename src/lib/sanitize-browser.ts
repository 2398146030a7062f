import DOMPurify, { type Config } from 'dompurify';
import { HTML_POLICY } from '../../contract/html-policy.ts';

/*
 * The browser's HTML sanitiser: DOMPurify configured from the one allowlist
 * (contract/html-policy.ts), for HTML that reaches the page after it loaded (dialogs, the notice
 * list). The server's sanitiser cleaned it already when the embedded platform served it; this one
 * holds when a proxied platform did not. Import it only from code that loads on interaction: it
 * belongs to no page's first JavaScript.
 */
const { elements, urlAttributes, urlSchemes, attributeValues, requiredAttribute, forcedAttributes, droppedWithContent } = HTML_POLICY;

/**
 * DOMPurify's own URL test narrowed to `schemes`: a URL naming another scheme is refused, and one
 * naming none (a path, `//host`, `#part`) passes.
 */
const urlPattern = (schemes: readonly string[]) =>
  new RegExp(`^(?:${schemes.map((scheme) => `${scheme}:|`).join('')}[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`, 'i');
/** Taken out of a URL before its scheme is read: all a browser skips there (controls and spaces), and more. */
const URL_IGNORED = /[\p{Cc}\s]/gu;
const URL_PATTERNS = new Map(Object.keys(elements).map((tag) => [tag, urlPattern(urlSchemes[tag] ?? [])]));

const allows = (tag: string, attribute: string) => Object.hasOwn(elements, tag) && elements[tag]!.includes(attribute);

const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS: Object.keys(elements),
  ALLOWED_ATTR: [],
  ADD_ATTR: (attribute, tag) => allows(tag, attribute),
  ALLOWED_URI_REGEXP: urlPattern([...new Set(Object.values(urlSchemes).flat())]),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  FORBID_CONTENTS: [...droppedWithContent],
  RETURN_DOM_FRAGMENT: true,
};

const purifier = DOMPurify();
// Per element: the URL schemes it may name and the shape of attribute values.
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  const value = data.attrValue;
  if (urlAttributes.includes(data.attrName) && !URL_PATTERNS.get(tag)?.test(value.replace(URL_IGNORED, ''))) data.keepAttr = false;
  if (Object.hasOwn(attributeValues, data.attrName) && !attributeValues[data.attrName]!.test(value)) data.keepAttr = false;
});

export const sanitizeHtml = (html: string): string => {
  // Without a DOM DOMPurify hands its input back unchanged; refuse instead.
  if (!purifier.isSupported) throw new Error('HTML can only be sanitised here in a browser');
  // The fragment belongs to DOMPurify's inert document: nothing in it loads or runs.
  const fragment = purifier.sanitize(html, CONFIG);
  for (const [tag, attribute] of Object.entries(requiredAttribute)) {
    for (const element of fragment.querySelectorAll(`${tag}:not([${attribute}])`)) element.replaceWith(...element.childNodes);
  }
  for (const [tag, attributes] of Object.entries(forcedAttributes)) {
    for (const element of fragment.querySelectorAll(tag)) for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
};
