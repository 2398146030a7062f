import sanitize, { type IOptions } from 'sanitize-html';
import { HTML_POLICY } from './html-policy.ts';

/*
 * The server's HTML sanitiser: sanitize-html configured from the one allowlist (html-policy.ts).
 * The platform cleans content with it when it is written and again when it is served, so a row
 * changed straight in the database is still safe; the site's server components clean once more
 * before rendering, since in proxy mode the HTML comes from a platform we do not run. The output
 * is rebuilt from the parse: allowed elements and attributes only, every text escaped and every
 * attribute double-quoted. Server code only (the library is large and made for Node): the browser
 * has src/lib/sanitize-browser.ts.
 */
const { elements, urlAttributes, urlSchemes, attributeValues, requiredAttribute, forcedAttributes, droppedWithContent } = HTML_POLICY;

const hasShape = (attribute: string, value: string) => !Object.hasOwn(attributeValues, attribute) || attributeValues[attribute]!.test(value);

const OPTIONS: IOptions = {
  allowedTags: Object.keys(elements),
  allowedAttributes: Object.fromEntries(
    Object.entries(elements).map(([tag, attributes]) => [tag, [...attributes, ...Object.keys(forcedAttributes[tag] ?? {})]]),
  ),
  allowedSchemes: [],
  allowedSchemesByTag: Object.fromEntries(Object.entries(urlSchemes).map(([tag, schemes]) => [tag, [...schemes]])),
  allowedSchemesAppliedToAttributes: [...urlAttributes],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...droppedWithContent],
  // Runs before the attribute allowlist: refuses badly shaped values and sets the forced attributes.
  transformTags: {
    '*': (tagName, attribs) => ({
      tagName,
      attribs: {
        ...Object.fromEntries(Object.entries(attribs).filter(([attribute, value]) => hasShape(attribute, value))),
        ...(Object.hasOwn(forcedAttributes, tagName) ? forcedAttributes[tagName] : {}),
      },
    }),
  },
  // Runs on the attributes left once the allowlist and the URL check are done.
  exclusiveFilter: (frame) => {
    const required = Object.hasOwn(requiredAttribute, frame.tag) ? requiredAttribute[frame.tag]! : null;
    return required !== null && !frame.attribs[required] ? 'excludeTag' : false;
  },
};

export const sanitizeHtml = (html: string): string => sanitize(html, OPTIONS);

/** The text a reader would see of some HTML: every element dropped, what it held kept, entities as written. */
export const textOfHtml = (html: string): string => sanitize(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: [...droppedWithContent] });
