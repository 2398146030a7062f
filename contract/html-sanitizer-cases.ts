import { describe, expect, it } from 'vitest';

/*
 * The cases both HTML sanitisers must pass, the server's and the browser's: one suite, run by
 * each one's test under a DOM (`@vitest-environment jsdom`), so the output is read back as a
 * browser reads it. A case names what both give; where the two parsers differ (the server's
 * library parses with htmlparser2, the browser's with the browser), it names each one's answer,
 * and both are safe. Expected HTML is compared once parsed, attributes in name order, so
 * `<br>` and `<br />` or attribute order do not count.
 */
export type Side = 'server' | 'browser';
type Expected = string | Readonly<Record<Side, string>>;

/** Whatever the input, the output may hold only these elements, and no attribute outside this set. */
const ALLOWED_TAGS = /^(p|br|strong|em|b|i|u|ul|ol|li|h2|h3|h4|span|a|img|table|caption|thead|tbody|tfoot|tr|th|td)$/;
const ALLOWED_ATTRIBUTES = /^(href|title|src|alt|rel|target|colspan|rowspan|scope)$/;
/** What browsers skip in a URL when they read its scheme (controls and spaces), and more. */
const URL_IGNORED = /[\p{Cc}\s]/gu;

const parse = (html: string) => {
  const body = document.implementation.createHTMLDocument('').body;
  body.innerHTML = html;
  return body;
};

/** The HTML as a browser reads it, serialised again with each element's attributes in name order. */
const canonical = (html: string) => {
  const body = parse(html);
  for (const element of body.querySelectorAll('*')) {
    const attributes = [...element.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes) element.setAttribute(name, value);
  }
  return body.innerHTML;
};

export const sanitizerSuite = (side: Side, sanitizeHtml: (html: string) => string) => {
  const expectSafe = (html: string) => {
    const out = sanitizeHtml(html);
    for (const element of parse(out).querySelectorAll('*')) {
      expect(element.localName).toMatch(ALLOWED_TAGS);
      for (const { name, value } of element.attributes) {
        expect(name).toMatch(ALLOWED_ATTRIBUTES);
        if (name === 'href' || name === 'src') expect(value.replace(URL_IGNORED, '')).not.toMatch(/^(javascript|vbscript|data|file):/i);
      }
    }
    // Every `<` of text is escaped, so these can only be tags.
    expect(out.toLowerCase()).not.toMatch(/<(script|iframe|svg|math|style|object|embed|template|noscript)/);
    // Cleaning what is already clean changes nothing, so serving re-sanitised content is stable.
    expect(sanitizeHtml(out)).toBe(out);
    return out;
  };
  const expectClean = (html: string, expected: Expected) =>
    expect(canonical(expectSafe(html))).toBe(canonical(typeof expected === 'string' ? expected : expected[side]));

  describe(`the ${side} HTML sanitiser`, () => {
    it('keeps the allowed formatting as it is', () => {
      const html =
        '<h2>Bono</h2><p>Hasta <strong>$2,000</strong> <em>MXN</em> con <b>rollover</b> <i>x10</i> y <u>sin</u> trampas.<br></p>' +
        '<ul><li>Uno</li></ul><ol><li>Dos</li></ol><h3>a</h3><h4>b</h4><span>c</span>' +
        '<table><caption>Niveles</caption><thead><tr><th scope="col">Nivel</th></tr></thead><tbody><tr><td colspan="2">Oro</td></tr></tbody></table>';
      expectClean(html, html);
    });

    it('forces links to open safely and keeps only web, mail and relative targets', () => {
      expectClean(
        '<a href="https://betplay.example/promo" title="Promo" onclick="x()">Ver</a>',
        '<a href="https://betplay.example/promo" title="Promo" rel="noopener noreferrer" target="_blank">Ver</a>',
      );
      expect(sanitizeHtml('<a href="mailto:soporte@betplay.example">m</a>')).toContain('href="mailto:soporte@betplay.example"');
      expectClean('<a href="/help#term" target="_self" rel="opener">t</a>', '<a href="/help#term" rel="noopener noreferrer" target="_blank">t</a>');
      expectClean('<a href="ftp://x.example/">f</a>', 'f');
      expectClean('<a href="">e</a><a>n</a>', 'en');
      expectClean('<img src="mailto:a@b.example" alt="x"><img src="" alt="y">', '');
      expectClean('<img src="/cdn/content/promo-welcome.es.svg" alt="Bono" width="9" style="x">', '<img src="/cdn/content/promo-welcome.es.svg" alt="Bono">');
    });

    it.each(HOSTILE)('removes %s', (_, html, expected) => expectClean(html, expected));

    it.each(HOSTILE_URLS)('drops the URL %j from links and images', (value) => {
      expectClean(`<a href="${value}">x</a>`, 'x');
      expectClean(`<img src="${value}" alt="y">`, '');
      // Unquoted, a space ends the value (`java`), as in a browser; whatever remains must still be safe.
      expectSafe(`<a href=${value}>x</a>`);
      expectSafe(`<img src=${value}>`);
    });

    it('writes a URL the browser reads as the source meant it, references decoded and escaped once', () => {
      expect(sanitizeHtml('<a href="/promo?a=1&amp;b=2&copy=3">x</a>')).toContain('href="/promo?a=1&amp;b=2&amp;copy=3"');
      expect(sanitizeHtml('<a href="//cdn.example/x">x</a>')).toContain('href="//cdn.example/x"');
      // Browsers drop the outer spaces and the newline of a URL: the server leaves them to it.
      const spaced = { server: 'href=" https://x.example/\n"', browser: 'href="https://x.example/"' };
      expect(sanitizeHtml('<a href=" https://x.example/\n">x</a>')).toContain(spaced[side]);
    });

    it('keeps text as text, decoding and re-escaping references', () => {
      expectClean(
        '5 &lt; 6 &amp;&amp; 7 > 3 &copy; &aacute;&ntilde;&#233;&#x1F3B0; &unknown; &#0; &#150;',
        '5 &lt; 6 &amp;&amp; 7 &gt; 3 © áñé🎰 &amp;unknown; \ufffd –',
      );
      expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
      // `</ e>` is a bogus comment to a browser, not text.
      expect(sanitizeHtml('a < b and c <3 d </ e>f')).toBe('a &lt; b and c &lt;3 d f');
    });

    it('closes what is left open and ignores stray end tags', () => {
      // The browser's parser reopens the formatting an early `</p>` cut, as the HTML standard says.
      expectClean('<p><strong>a<em>b</p>c</em></strong></div>', {
        server: '<p><strong>a<em>b</em></strong></p>c',
        browser: '<p><strong>a<em>b</em></strong></p><strong><em>c</em></strong>',
      });
      expectClean('<ul><li>a<li>b', '<ul><li>a</li><li>b</li></ul>');
      expectClean(
        '<a href="/a">x<a href="/b">y</a>',
        '<a href="/a" rel="noopener noreferrer" target="_blank">x</a><a href="/b" rel="noopener noreferrer" target="_blank">y</a>',
      );
      expectClean('<div><h1>Title</h1><section>body</section></div>', 'Titlebody');
      expectClean('<svg><svg></svg><script>x</script></svg>z', 'z');
      expectClean('<table><tr><td colspan="2; x" rowspan="3" scope="row">c</td><th colspan="4" scope="col">d</th></tr></table>', {
        server: '<table><tr><td rowspan="3">c</td><th colspan="4" scope="col">d</th></tr></table>',
        browser: '<table><tbody><tr><td rowspan="3">c</td><th colspan="4" scope="col">d</th></tr></tbody></table>',
      });
    });

    it('stays linear on large hostile input', () => {
      // A megabyte of comments on the server: a scan per comment to the end of the input would take
      // minutes. The browser's suite runs a twentieth of it, as the DOM of the tests is far slower than a browser's.
      const n = side === 'server' ? 1 : 20;
      const html =
        '<p><b>'.repeat(5_000 / n) + '<!-- c -->'.repeat(100_000 / n) + '<'.repeat(20_000 / n) + '&'.repeat(20_000 / n) + '<a title="'.repeat(5_000 / n);
      const started = performance.now();
      sanitizeHtml(html);
      expect(performance.now() - started).toBeLessThan(10_000);
      expectSafe(html);
    });
  });
};

/** Hostile markup, and what is left of it. */
const HOSTILE: readonly (readonly [string, string, Expected])[] = [
  ['script element', '<p>Hola</p><script>alert(1)</script>', '<p>Hola</p>'],
  ['script with markup inside', '<script>document.write("<p>x</p>")</script>ok', 'ok'],
  ['unclosed script', 'a<script>alert(1)', 'a'],
  ['upper-case script', '<SCRIPT SRC=//x.example/x.js></SCRIPT>b', 'b'],
  ['self-closed script', '<script src="x.js"/>alert(1)</script>c', 'c'],
  // The browser reads one odd tag named `scr<script`, then text: harmless once escaped.
  ['split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
  ['style', '<style>p{background:url(javascript:alert(1))}</style>d', 'd'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">s</p>', '<p>s</p>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>e', 'e'],
  ['object and embed', '<object data="x.swf"><embed src="x.swf"></object>f', 'f'],
  ['svg with script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>g', 'g'],
  ['svg onload', '<svg onload=alert(1)>h', ''],
  ['math with links', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>i', 'i'],
  ['math with a link of its own', '<math href="javascript:alert(1)">m</math>', ''],
  // In the browser `<img>` leaves the svg and is HTML again; its handler goes either way.
  ['svg textarea', '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>w', { server: 'w', browser: '<img src="x">w' }],
  ['svg paragraph with style', '<svg><p><style><img src=x onerror=alert(1)>', { server: '', browser: '<p></p>' }],
  ['math style in a table', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
  ['nested forms in math', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
  ['template', '<template><img src=x onerror=alert(1)></template>j', 'j'],
  // A browser running scripts ends noscript's raw text inside the quotes and would read the image
  // after it; both sanitisers drop the lot (the browser's parses the page-less way, noscript as markup).
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">k', { server: '', browser: '<p>k</p>' }],
  ['end tag in an attribute', '<p title="</p><script>alert(1)</script>">t</p>', '<p>t</p>'],
  ['textarea breakout', '<textarea><script>alert(1)</script></textarea>l', 'l'],
  ['title breakout', '<title></title><img src=x onerror=alert(1)></title>m', '<img src="x">m'],
  ['event handler', '<p onmouseover="alert(1)" style="color:red" class="x" id="y">n</p>', '<p>n</p>'],
  ['focus handler', '<a href="/x" onfocus=alert(1) autofocus tabindex=1>x</a>', '<a href="/x" rel="noopener noreferrer" target="_blank">x</a>'],
  ['image error handler', '<img src=x onerror=alert(1)//>', '<img src="x">'],
  ['handler after slash', '<img/src="x"/onerror="alert(1)">', '<img src="x">'],
  ['image source set', '<img srcset="javascript:alert(1) 1x" src="/x.png">', '<img src="/x.png">'],
  ['comment hiding a tag', '<!--<img src=x onerror=alert(1)>-->o', 'o'],
  ['comment ended early', '<!--><img src=x onerror=alert(1)>', '<img src="x">'],
  ['comment ended early before a script', '<!--><script>alert(1)</script>-->', '--&gt;'],
  ['bang comment end', '<!-- a --!><b>p</b>', '<b>p</b>'],
  ['comment inside allowed markup', '<p>a<!-- x --></p>', '<p>a</p>'],
  ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->q', 'q'],
  // htmlparser2 reads a CDATA section to `]]>`; a browser reads a bogus comment to the first `>`.
  ['bogus comment', '<? alert(1) ?><!doctype html><![CDATA[<script>]]>r', { server: 'r', browser: ']]&gt;r' }],
  ['quotes inside a tag', '<img alt="a>b" src="x"><img """><script>alert(1)</script>">', '<img src="x" alt="a&gt;b">"&gt;'],
  [
    'attribute injection',
    '<a href="/x" title=\'a" onclick="alert(1)\'>s</a>',
    '<a href="/x" title="a&quot; onclick=&quot;alert(1)" rel="noopener noreferrer" target="_blank">s</a>',
  ],
  ['unterminated attribute', '<a href="/x>t</a>', ''],
  ['unterminated tag', 'u<img src=x onerror=alert(1)', 'u'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">v', 'v'],
  ['base and link', '<base href="javascript:/"><link rel=stylesheet href="x.css">w', 'w'],
  ['form', '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>', 'x'],
  ['nul in a tag name', '<scr\0ipt>alert(1)</scr\0ipt>', 'alert(1)'],
  ['plaintext', 'y<plaintext><script>alert(1)</script>', 'y'],
];

/** URLs that must never survive in a link or an image, spelt as attackers spell them. */
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '&#x20;javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&Tab;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'data:image/png;base64,iVBORw0KGgo=',
  'file:///etc/passwd',
];
