import { describe, expect, it } from 'vitest';
import { trimControlsAndSpaces } from './control-characters.ts';
import { tokenize } from './html-tokenizer.ts';
import { sanitizeHtml } from './sanitize.ts';

/** Whatever the input, the output may hold only these tags, and no attribute outside this set. */
const ALLOWED_TAGS = /^(p|br|strong|em|b|i|u|ul|ol|li|h2|h3|h4|span|a|img|table|caption|thead|tbody|tfoot|tr|th|td)$/;
const ALLOWED_ATTRIBUTES = /^(href|title|src|alt|rel|target|colspan|rowspan|scope)$/;

/** Re-reads the output with the same tokenizer a browser-like parse uses, and checks its shape. */
const expectSafe = (html: string) => {
  const out = sanitizeHtml(html);
  for (const token of tokenize(out)) {
    if (token.kind === 'text') continue;
    expect(token.name).toMatch(ALLOWED_TAGS);
    if (token.kind === 'start') {
      for (const { name, value } of token.attributes) {
        expect(name).toMatch(ALLOWED_ATTRIBUTES);
        if (name === 'href' || name === 'src') expect(trimControlsAndSpaces(value)).not.toMatch(/^(javascript|vbscript|data|file):/i);
      }
    }
  }
  // Every `<` of text is escaped, so these can only be tags.
  expect(out.toLowerCase()).not.toMatch(/<(script|iframe|svg|math|style|object|embed|template|noscript)/);
  // Cleaning what is already clean changes nothing, so serving re-sanitised content is stable.
  expect(sanitizeHtml(out)).toBe(out);
  return out;
};

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting as it is', () => {
    const html =
      '<h2>Bono</h2><p>Hasta <strong>$2,000</strong> <em>MXN</em> con <b>rollover</b> <i>x10</i> y <u>sin</u> trampas.<br></p>' +
      '<ul><li>Uno</li></ul><ol><li>Dos</li></ol><h3>a</h3><h4>b</h4><span>c</span>' +
      '<table><caption>Niveles</caption><thead><tr><th scope="col">Nivel</th></tr></thead><tbody><tr><td colspan="2">Oro</td></tr></tbody></table>';
    expect(expectSafe(html)).toBe(html);
  });

  it('forces links to open safely and keeps only web, mail and relative targets', () => {
    expect(sanitizeHtml('<a href="https://betplay.example/promo" title="Promo" onclick="x()">Ver</a>')).toBe(
      '<a href="https://betplay.example/promo" title="Promo" rel="noopener noreferrer" target="_blank">Ver</a>',
    );
    expect(sanitizeHtml('<a href="mailto:soporte@betplay.example">m</a>')).toContain('href="mailto:soporte@betplay.example"');
    expect(sanitizeHtml('<a href="/help#term" target="_self" rel="opener">t</a>')).toBe(
      '<a href="/help#term" rel="noopener noreferrer" target="_blank">t</a>',
    );
    expect(sanitizeHtml('<a href="ftp://x.example/">f</a>')).toBe('f');
    expect(sanitizeHtml('<img src="mailto:a@b.example" alt="x">')).toBe('');
    expect(sanitizeHtml('<img src="/cdn/content/promo-welcome.es.svg" alt="Bono" width="9" style="x">')).toBe(
      '<img src="/cdn/content/promo-welcome.es.svg" alt="Bono">',
    );
  });

  it.each([
    ['script element', '<p>Hola</p><script>alert(1)</script>', '<p>Hola</p>'],
    ['script with markup inside', '<script>document.write("<p>x</p>")</script>ok', 'ok'],
    ['unclosed script', 'a<script>alert(1)', 'a'],
    ['upper-case script', '<SCRIPT SRC=//x.example/x.js></SCRIPT>b', 'b'],
    ['self-closed script', '<script src="x.js"/>alert(1)</script>c', 'c'],
    // The browser reads one odd tag named `scr<script`, then text: harmless once escaped.
    ['split script tag', '<scr<script>ipt>alert(1)</script>', 'ipt&gt;alert(1)'],
    ['style', '<style>p{background:url(javascript:alert(1))}</style>d', 'd'],
    ['iframe', '<iframe src="javascript:alert(1)"></iframe>e', 'e'],
    ['object and embed', '<object data="x.swf"><embed src="x.swf"></object>f', 'f'],
    ['svg with script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>g', 'g'],
    ['svg onload', '<svg onload=alert(1)>h', ''],
    ['math with links', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>i', 'i'],
    ['template', '<template><img src=x onerror=alert(1)></template>j', 'j'],
    // The raw text of noscript ends inside the quotes, as in a browser: the image is read, its handler is not.
    ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">k', '<img src="x">"&gt;k'],
    ['textarea breakout', '<textarea><script>alert(1)</script></textarea>l', 'l'],
    ['title breakout', '<title></title><img src=x onerror=alert(1)></title>m', '<img src="x">m'],
    ['event handler', '<p onmouseover="alert(1)" style="color:red" class="x" id="y">n</p>', '<p>n</p>'],
    ['image error handler', '<img src=x onerror=alert(1)//>', '<img src="x">'],
    ['handler after slash', '<img/src="x"/onerror="alert(1)">', '<img src="x">'],
    ['comment hiding a tag', '<!--<img src=x onerror=alert(1)>-->o', 'o'],
    ['comment ended early', '<!--><img src=x onerror=alert(1)>', '<img src="x">'],
    ['bang comment end', '<!-- a --!><b>p</b>', '<b>p</b>'],
    ['conditional comment', '<!--[if IE]><script>alert(1)</script><![endif]-->q', 'q'],
    ['bogus comment', '<? alert(1) ?><!doctype html><![CDATA[<script>]]>r', ']]&gt;r'],
    ['quotes inside a tag', '<img alt="a>b" src="x"><img """><script>alert(1)</script>">', '<img src="x" alt="a&gt;b">"&gt;'],
    ['attribute injection', '<a href="/x" title=\'a" onclick="alert(1)\'>s</a>', '<a href="/x" title="a&quot; onclick=&quot;alert(1)" rel="noopener noreferrer" target="_blank">s</a>'],
    ['unterminated attribute', '<a href="/x>t</a>', ''],
    ['unterminated tag', 'u<img src=x onerror=alert(1)', 'u'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">v', 'v'],
    ['base and link', '<base href="javascript:/"><link rel=stylesheet href="x.css">w', 'w'],
    ['form', '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">x</button></form>', 'x'],
    ['nul in a tag name', '<scr\0ipt>alert(1)</scr\0ipt>', 'alert(1)'],
    ['plaintext', 'y<plaintext><script>alert(1)</script>', 'y'],
  ])('removes %s', (_, html, expected) => {
    expect(expectSafe(html)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
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
    'file:///etc/passwd',
  ])('drops the URL %j from links and images', (value) => {
    expect(expectSafe(`<a href="${value}">x</a>`)).toBe('x');
    expect(expectSafe(`<img src="${value}" alt="y">`)).toBe('');
    // Unquoted, a space ends the value (`java`), as in a browser; whatever remains must still be safe.
    expectSafe(`<a href=${value}>x</a>`);
    expectSafe(`<img src=${value}>`);
  });

  it('writes a URL as the browser will read it, references decoded and escaped once', () => {
    expect(sanitizeHtml('<a href="/promo?a=1&amp;b=2&copy=3">x</a>')).toContain('href="/promo?a=1&amp;b=2&amp;copy=3"');
    expect(sanitizeHtml('<a href=" https://x.example/\n">x</a>')).toContain('href="https://x.example/"');
    expect(sanitizeHtml('<a href="//cdn.example/x">x</a>')).toContain('href="//cdn.example/x"');
  });

  it('keeps text as text, decoding and re-escaping references', () => {
    expect(sanitizeHtml('5 &lt; 6 &amp;&amp; 7 > 3 &copy; &aacute;&ntilde;&#233;&#x1F3B0; &unknown; &#0; &#150;')).toBe(
      '5 &lt; 6 &amp;&amp; 7 &gt; 3 © áñé🎰 &amp;unknown; \ufffd –',
    );
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    // `</ e>` is a bogus comment to a browser, not text.
    expect(sanitizeHtml('a < b and c <3 d </ e>f')).toBe('a &lt; b and c &lt;3 d f');
  });

  it('closes what is left open and ignores stray end tags', () => {
    expect(sanitizeHtml('<p><strong>a<em>b</p>c</em></strong></div>')).toBe('<p><strong>a<em>b</em></strong></p>c');
    expect(sanitizeHtml('<ul><li>a<li>b')).toBe('<ul><li>a<li>b</li></li></ul>');
    expect(sanitizeHtml('<a href="/a">x<a href="/b">y</a>')).toBe(
      '<a href="/a" rel="noopener noreferrer" target="_blank">x</a><a href="/b" rel="noopener noreferrer" target="_blank">y</a>',
    );
    expect(sanitizeHtml('<div><h1>Title</h1><section>body</section></div>')).toBe('Titlebody');
    expect(sanitizeHtml('<svg><svg></svg><script>x</script></svg>z')).toBe('z');
    expect(sanitizeHtml('<td colspan="2; x" rowspan="3" scope="row">c</td>')).toBe('<td rowspan="3">c</td>');
  });

  it('stays linear on large hostile input', () => {
    // A megabyte of comments: a scan per comment to the end of the input would take minutes.
    const html = '<p><b>'.repeat(5_000) + '<!-- c -->'.repeat(100_000) + '<'.repeat(20_000) + '&'.repeat(20_000) + '<a title="'.repeat(5_000);
    const started = performance.now();
    expectSafe(html);
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
