import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps allowed markup", () => {
    const html = '<h2>Title</h2><p>Some <strong>bold</strong> &amp; <a href="/shirts" title="x">link</a></p><ul><li>a</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("drops scripts, styles and iframes with their content", () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe><p>b</p>')).toBe("<p>a</p><p>b</p>");
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
    expect(sanitizeHtml('<p style="text-align: center; background: url(x)">c</p>')).toBe('<p style="text-align: center">c</p>');
  });

  it("keeps disclosure widgets (FAQ)", () => {
    expect(sanitizeHtml("<details open><summary>Q?</summary><p>A.</p></details>")).toBe('<details open=""><summary>Q?</summary><p>A.</p></details>');
  });

  it("returns an empty string for nothing", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml("")).toBe("");
  });
});
