import { decodeEntities } from './html-entities.ts';

/**
 * An HTML tokenizer after the HTML standard's tokenization rules, reduced to what a sanitiser
 * needs: text (references decoded), start tags with their attributes (names lower-cased, values
 * decoded, the first of duplicates kept), end tags. Comments, doctypes and processing
 * instructions are consumed and dropped. It reads tags where a browser would, so markup hidden in
 * comments, quotes or raw-text elements is seen as the browser sees it. Pure string work: it runs
 * on the server and in the browser alike.
 */
export interface Attribute {
  name: string;
  value: string;
}
export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Attribute[]; selfClosing: boolean }
  | { kind: 'end'; name: string };

/** Elements whose content is raw text up to their end tag (no tags inside), references decoded or not. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const ESCAPABLE_RAW_TEXT = new Set(['textarea', 'title']);

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\f' || ch === '\r';
const isLetter = (ch: string | undefined) => !!ch && ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z'));
/** Lower-cases ASCII only: `toLowerCase` may change a string's length and so its indexes. */
const asciiLower = (s: string) => s.replace(/[A-Z]+/g, (m) => m.toLowerCase());

export const tokenize = (input: string): Token[] => {
  const html = input.replace(/\0/g, '\ufffd');
  const lower = asciiLower(html);
  const n = html.length;
  const tokens: Token[] = [];
  const text = (t: string, decode = true) => {
    if (t) tokens.push({ kind: 'text', text: decode ? decodeEntities(t, false) : t });
  };

  /** Past a comment opened by `<!--`, whose text starts at `at`. */
  const afterComment = (at: number) => {
    if (html.startsWith('>', at)) return at + 1;
    if (html.startsWith('->', at)) return at + 2;
    for (let dash = html.indexOf('--', at); dash >= 0; dash = html.indexOf('--', dash + 1)) {
      if (html[dash + 2] === '>') return dash + 3;
      if (html[dash + 2] === '!' && html[dash + 3] === '>') return dash + 4;
    }
    return n;
  };
  const afterBogus = (at: number) => {
    const gt = html.indexOf('>', at);
    return gt < 0 ? n : gt + 1;
  };

  /** Reads a tag whose name starts at `at`; null when the input ends inside it (browsers drop it). */
  const readTag = (at: number): { name: string; attributes: Attribute[]; selfClosing: boolean; end: number } | null => {
    let i = at;
    while (i < n && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
    const name = lower.slice(at, i);
    const attributes: Attribute[] = [];
    for (;;) {
      while (isSpace(html[i])) i++;
      if (i >= n) return null;
      if (html[i] === '>') return { name, attributes, selfClosing: false, end: i + 1 };
      if (html[i] === '/') {
        if (html[i + 1] === '>') return { name, attributes, selfClosing: true, end: i + 2 };
        i++;
        continue;
      }
      const nameStart = i++;
      while (i < n && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
      const attrName = lower.slice(nameStart, i);
      while (isSpace(html[i])) i++;
      let value = '';
      if (html[i] === '=') {
        i++;
        while (isSpace(html[i])) i++;
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, i + 1);
          if (close < 0) return null;
          value = html.slice(i + 1, close);
          i = close + 1;
        } else {
          const start = i;
          while (i < n && !isSpace(html[i]) && html[i] !== '>') i++;
          value = html.slice(start, i);
        }
      }
      if (!attributes.some((a) => a.name === attrName)) attributes.push({ name: attrName, value: decodeEntities(value, true) });
    }
  };

  /** Where the raw text of `name` ends: at its end tag, or at the end of the input. */
  const rawTextEnd = (name: string, from: number) => {
    for (let at = lower.indexOf(`</${name}`, from); at >= 0; at = lower.indexOf(`</${name}`, at + 1)) {
      const after = html[at + 2 + name.length];
      if (after === undefined || isSpace(after) || after === '/' || after === '>') return at;
    }
    return n;
  };

  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    text(html.slice(i, lt));
    const next = html[lt + 1];
    if (html.startsWith('<!--', lt)) {
      i = afterComment(lt + 4);
    } else if (next === '!' || next === '?') {
      i = afterBogus(lt + 2);
    } else if (next === '/' && isLetter(html[lt + 2])) {
      const tag = readTag(lt + 2);
      if (tag) tokens.push({ kind: 'end', name: tag.name });
      i = tag ? tag.end : n;
    } else if (next === '/') {
      if (lt + 2 >= n) text('</');
      i = lt + 2 >= n ? n : html[lt + 2] === '>' ? lt + 3 : afterBogus(lt + 2);
    } else if (isLetter(next)) {
      const tag = readTag(lt + 1);
      if (!tag) break;
      tokens.push({ kind: 'start', name: tag.name, attributes: tag.attributes, selfClosing: tag.selfClosing });
      i = tag.end;
      if (tag.name === 'plaintext') {
        text(html.slice(i), false);
        break;
      }
      if (RAW_TEXT.has(tag.name) || ESCAPABLE_RAW_TEXT.has(tag.name)) {
        const end = rawTextEnd(tag.name, i);
        text(html.slice(i, end), ESCAPABLE_RAW_TEXT.has(tag.name));
        i = end;
      }
    } else {
      text('<');
      i = lt + 1;
    }
  }
  return tokens;
};
