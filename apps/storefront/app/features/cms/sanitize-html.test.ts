import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps allowed markup", () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> &amp; <a href="/shirts" title="x">link</a></p><ul><li>a</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, styles and iframes with their content", () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><p>b</p>')).toBe(
      "<p>a</p><p>b</p>",
    );
  });

  it("drops event handlers and script URLs, also when encoded", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" onclick="x()">a</a>')).toBe("<a>a</a>");
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">a</a>')).toBe("<a>a</a>");
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">a</a>')).toBe("<a>a</a>");
    expect(sanitizeHtml('<img src="x" onerror="alert(1)" alt="a">')).toBe('<img src="x" alt="a">');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg>" alt="">')).toBe('<img alt="">');
  });

  it("keeps the text of unknown tags and removes comments", () => {
    expect(sanitizeHtml("<custom-el>hello</custom-el><!-- secret -->!")).toBe("hello!");
  });

  it("balances tags so the snippet cannot close the page's elements", () => {
    expect(sanitizeHtml("</div></main><p>open <strong>bold")).toBe("<p>open <strong>bold</strong></p>");
    expect(sanitizeHtml("<p><em>a</p>b")).toBe("<p><em>a</em></p>b");
  });

  it("escapes stray angle brackets and keeps entities", () => {
    expect(sanitizeHtml("1 < 2 &gt; 0 & more &nbsp;")).toBe("1 &lt; 2 &gt; 0 &amp; more &nbsp;");
  });

  it("adds rel=noopener to links opening a new tab and keeps only safe styles", () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<p style="text-align: center; background: url(x)">c</p>')).toBe(
      '<p style="text-align: center">c</p>',
    );
  });

  it("keeps disclosure widgets (FAQ)", () => {
    expect(sanitizeHtml("<details open><summary>Q?</summary><p>A.</p></details>")).toBe(
      '<details open=""><summary>Q?</summary><p>A.</p></details>',
    );
  });

  it("returns an empty string for nothing", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});

/** What a browser would decode in an attribute or text: numeric and the few named references used in attacks. */
function browserDecoded(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(Number.parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ":")
    .replace(/&(?:tab|newline);/gi, "");
}

/** Nothing in the output can run: no dangerous element, no handler, no script-capable URL. */
function expectHarmless(output: string) {
  expect(output).not.toMatch(
    /<(?:script|style|svg|math|iframe|frame|object|embed|form|input|button|textarea|base|link|meta|template|noscript)\b/i,
  );
  // Attribute names only: the sanitiser writes every value in double quotes, with quotes inside escaped.
  const markup = [...output.matchAll(/<[^>]*>/g)].map(([tag]) => tag.replace(/"[^"]*"/g, '""')).join(" ");
  expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
  expect(markup).not.toMatch(/\b(?:srcdoc|formaction|xlink:href)\s*=/i);
  const urls = [...output.matchAll(/\b(?:href|src)\s*=\s*"([^"]*)"/gi)].map((match) =>
    browserDecoded(match[1] ?? "").replace(/[\u0000-\u0020]/g, ""),
  );
  for (const url of urls) expect(url).not.toMatch(/^(?:javascript|data|vbscript):/i);
}

describe("sanitizeHtml against real attack vectors", () => {
  const vectors: [string, string][] = [
    ["script URL, mixed case", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    [
      "script URL, decimal entities without semicolons",
      '<a href="&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)">x</a>',
    ],
    ["script URL, zero-padded decimal", '<a href="&#0000106avascript:alert(1)">x</a>'],
    ["script URL, hex entity for the colon", '<a href="javascript&#x3A;alert(1)">x</a>'],
    ["script URL, &colon;", '<a href="javascript&colon;alert(1)">x</a>'],
    ["script URL, &Tab; and &NewLine; inside", '<a href="jav&Tab;ascript&NewLine;:alert(1)">x</a>'],
    ["script URL, leading control characters", '<a href=" &#14; javascript:alert(1)">x</a>'],
    ["script URL, unquoted", "<a href=javascript:alert(1)>x</a>"],
    ["script URL, single quotes", "<a href='javascript:alert(1)'>x</a>"],
    ["vbscript URL", '<a href="vbscript:msgbox(1)">x</a>'],
    ["data URL in a link", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ["data URL in an image, mixed case", '<img src="DaTa:image/svg+xml,&lt;svg onload=alert(1)&gt;">'],
    ["image onerror, unquoted", "<img src=x onerror=alert(1)>"],
    ["handler after a slash", '<img src="x"/onerror="alert(1)">'],
    ["handler glued to a quoted value", '<img src="x"onerror="alert(1)">'],
    ["handler in upper case with newlines", "<IMG\nSRC=x\nONERROR=alert(1)>"],
    ["details ontoggle", "<details open ontoggle=alert(1)><summary>x</summary></details>"],
    ["svg onload", "<svg onload=alert(1)><circle/></svg>after"],
    ["svg with a script inside", "<svg><script>alert(1)</script></svg>"],
    ["math with an href", '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
    ["math/style mutation", "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>"],
    ["style element", "<style>@import 'https://evil.example/x.css'; body{background:url(javascript:alert(1))}</style>"],
    [
      "style attribute with url() and expression()",
      '<p style="background:url(javascript:alert(1));width:expression(alert(1))">x</p>',
    ],
    ["iframe srcdoc", '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>'],
    ["iframe javascript src", '<iframe src="javascript:alert(1)"></iframe>'],
    [
      "form with formaction button",
      '<form action="https://evil.example"><button formaction="javascript:alert(1)">go</button><input name="password"></form>',
    ],
    ["object and embed", '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">'],
    ["base tag hijacking relative URLs", '<base href="https://evil.example/"><a href="/x">x</a>'],
    ["meta refresh", '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ["link import", '<link rel="stylesheet" href="https://evil.example/x.css">'],
    ["unclosed tag swallowing the rest", "<img src=x onerror=alert(1)//"],
    ["unclosed script", "<p>a</p><script>alert(1)"],
    ["script split by another tag", "<scr<script>ipt>alert(1)</scr</script>ipt>"],
    ["comment hiding a script", "<!--><script>alert(1)</script>-->"],
    ["conditional comment", "<!--[if gte IE 4]><script>alert(1)</script><![endif]-->"],
    ["comment closed with --!>", "<!-- x --!><img src=x onerror=alert(1)>"],
    ["CDATA", "<![CDATA[<img src=x onerror=alert(1)>]]>"],
    ["attribute breaking out of its quotes", '<a href="/x" title="a&quot; onmouseover=&quot;alert(1)">x</a>'],
    ["attribute breaking out with a raw quote", "<a title='a\" onmouseover=\"alert(1)'>x</a>"],
    [
      "closing noscript inside an attribute",
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    ],
    ["textarea swallowing", "<textarea><img src=x onerror=alert(1)></textarea>"],
    ["template content", "<template><img src=x onerror=alert(1)></template>"],
    ["closing tag with a handler", '<p>x</p onclick="alert(1)">'],
    ["target without rel", '<a href="https://evil.example" target="_blank">x</a>'],
    ["huge character reference", '<a href="&#99999999999;javascript:alert(1)">x</a>&#x110000;'],
  ];

  for (const [name, html] of vectors) {
    it(name, () => {
      expectHarmless(sanitizeHtml(html));
    });
  }

  it("keeps text but never markup from the dangerous ones", () => {
    expect(sanitizeHtml("<svg onload=alert(1)><circle/></svg>after")).toBe("after");
    expect(sanitizeHtml('<form action="https://evil.example">Name <input name="n"></form>')).toBe("Name ");
    expect(sanitizeHtml('<a href="/x" title="a&quot; onmouseover=&quot;alert(1)">x</a>')).toBe(
      '<a href="/x" title="a&quot; onmouseover=&quot;alert(1)">x</a>',
    );
    expect(sanitizeHtml("<img src=x onerror=alert(1)//")).toBe("&lt;img src=x onerror=alert(1)//");
    expect(sanitizeHtml('<a href="https://evil.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it("does not throw on character references beyond Unicode", () => {
    expect(() => sanitizeHtml('<a title="&#99999999999;&#x110000;">x</a>')).not.toThrow();
  });
});
