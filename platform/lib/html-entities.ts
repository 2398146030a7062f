/**
 * Character references of HTML (`&amp;`, `&#233;`, `&#x41;`), decoded the way browsers do, so the
 * sanitiser checks the text the browser would see. A named reference outside this table stays as
 * written; since the sanitiser escapes every `&` it emits, the browser then shows it literally,
 * never as the character it might name.
 */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', shy: '\u00ad',
  colon: ':', Tab: '\t', NewLine: '\n', lpar: '(', rpar: ')', sol: '/', bsol: '\\', num: '#', excl: '!', quest: '?',
  semi: ';', comma: ',', period: '.', equals: '=', plus: '+', percnt: '%', commat: '@', lsqb: '[', rsqb: ']',
  copy: '©', reg: '®', trade: '™', euro: '€', cent: '¢', pound: '£', yen: '¥', curren: '¤', sect: '§', para: '¶',
  deg: '°', plusmn: '±', times: '×', divide: '÷', micro: 'µ', middot: '·', bull: '•', hellip: '…', prime: '′',
  ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', sbquo: '‚', ldquo: '“', rdquo: '”', bdquo: '„',
  laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', iexcl: '¡', iquest: '¿', ordf: 'ª', ordm: 'º',
  sup1: '¹', sup2: '²', sup3: '³', frac14: '¼', frac12: '½', frac34: '¾', larr: '←', rarr: '→', uarr: '↑', darr: '↓',
  check: '✓', star: '☆', hearts: '♥', spades: '♠', clubs: '♣', diams: '♦',
  aacute: 'á', eacute: 'é', iacute: 'í', oacute: 'ó', uacute: 'ú', yacute: 'ý', Aacute: 'Á', Eacute: 'É', Iacute: 'Í',
  Oacute: 'Ó', Uacute: 'Ú', agrave: 'à', egrave: 'è', igrave: 'ì', ograve: 'ò', ugrave: 'ù', Agrave: 'À', Egrave: 'È',
  acirc: 'â', ecirc: 'ê', icirc: 'î', ocirc: 'ô', ucirc: 'û', atilde: 'ã', otilde: 'õ', ntilde: 'ñ', Ntilde: 'Ñ',
  auml: 'ä', euml: 'ë', iuml: 'ï', ouml: 'ö', uuml: 'ü', Auml: 'Ä', Ouml: 'Ö', Uuml: 'Ü', ccedil: 'ç', Ccedil: 'Ç',
  szlig: 'ß', aring: 'å', aelig: 'æ', oslash: 'ø',
};

/** Named references browsers also accept without the semicolon (the legacy set, in part). */
const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp', 'copy', 'reg', 'AMP', 'LT', 'GT', 'QUOT']);
const LEGACY_VALUES: Readonly<Record<string, string>> = { AMP: '&', LT: '<', GT: '>', QUOT: '"' };

/** Numeric references 0x80–0x9F mean their Windows-1252 characters, as in the HTML standard. */
const WINDOWS_1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

const fromCodePoint = (code: number): string => {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  if (code >= 0x80 && code <= 0x9f) return WINDOWS_1252[code - 0x80]!;
  return String.fromCodePoint(code);
};

const REFERENCE = /&(?:#([0-9]{1,8});?|#[xX]([0-9a-fA-F]{1,7});?|([A-Za-z][A-Za-z0-9]{0,31})(;?))/g;

/**
 * Decodes the character references of a text run. In an attribute value a legacy reference
 * without `;` that is followed by a letter, digit or `=` stays as written (`?a=1&copy=2` is a URL
 * query, not a copyright sign), as browsers do.
 */
export const decodeEntities = (text: string, inAttribute: boolean): string => {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (match, dec: string | undefined, hex: string | undefined, name: string | undefined, semi: string, at: number) => {
    if (dec !== undefined) return fromCodePoint(Number.parseInt(dec, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    if (semi) return NAMED[name!] ?? LEGACY_VALUES[name!] ?? match;
    if (!LEGACY.has(name!)) return match;
    if (inAttribute && /[A-Za-z0-9=]/.test(text[at + match.length] ?? '')) return match;
    return NAMED[name!] ?? LEGACY_VALUES[name!]!;
  });
};

export const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');
