export interface HtmlSize {
  route: string;
  /** The page's HTML as the browser has it once decoded: the budget's "HTML before compression". */
  bytes: number;
  /** Bytes between the tags of inline `<style>` elements. */
  inlineStyleBytes: number;
  /** Bytes that style scoping adds: `data-astro-cid-*` attributes and `astro-XXXXXXXX` classes. */
  scopeAttributeBytes: number;
  inlineSvgs: number;
  /** Bytes of the inline `<svg>` elements, tags included (nested ones counted once, in their parent). */
  inlineSvgBytes: number;
  images: number;
}

const byteLength = (text: string) => Buffer.byteLength(text);

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

const SCOPE_ATTRIBUTE = /\sdata-astro-cid-[a-z0-9]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?/g;
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)')/g;
const SCOPE_CLASS = /^astro-[a-z0-9]{8}$/;

/** What scoping costs in the class attributes: the whole attribute when it holds nothing else. */
const scopeClassBytes = (html: string) =>
  sum(
    Array.from(html.matchAll(CLASS_ATTRIBUTE), (match) => {
      const tokens = (match[1] ?? match[2] ?? '').split(/\s+/).filter(Boolean);
      const scoped = tokens.filter((token) => SCOPE_CLASS.test(token));
      if (scoped.length === 0) return 0;
      if (scoped.length === tokens.length) return byteLength(match[0]);
      return sum(scoped.map((token) => byteLength(token) + 1));
    }),
  );

/** Outermost `<svg>` elements only, so an icon drawn inside another counts once. */
const inlineSvgBytes = (html: string) => {
  let [total, depth, start] = [0, 0, 0];
  for (const match of html.matchAll(/<(\/?)svg[\s>]/g)) {
    if (match[1] !== '/') {
      if (depth++ === 0) start = match.index;
    } else if (depth > 0 && --depth === 0) {
      total += byteLength(html.slice(start, html.indexOf('>', match.index) + 1));
    }
  }
  return total;
};

/** Reads a page's decoded HTML (as a visitor, or as a member with `cookie`) and what fills it. */
export const measureHtml = async (base: string, route: string, cookie?: string): Promise<HtmlSize> => {
  const res = await fetch(base + route, { headers: { 'Accept-Encoding': 'gzip, deflate, br', ...(cookie ? { Cookie: cookie } : {}) } });
  if (!res.ok) throw new Error(`${route} answered ${res.status}`);
  // fetch decodes the body: these are the bytes the browser parses, not the wire's.
  const bytes = new Uint8Array(await res.arrayBuffer());
  const html = new TextDecoder().decode(bytes);
  return {
    route: cookie ? `${route} (member)` : route,
    bytes: bytes.byteLength,
    inlineStyleBytes: sum(Array.from(html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi), (m) => byteLength(m[1] ?? ''))),
    scopeAttributeBytes: sum(Array.from(html.matchAll(SCOPE_ATTRIBUTE), (m) => byteLength(m[0]))) + scopeClassBytes(html),
    inlineSvgs: html.match(/<svg[\s>]/g)?.length ?? 0,
    inlineSvgBytes: inlineSvgBytes(html),
    images: html.match(/<img[\s>/]/g)?.length ?? 0,
  };
};
