import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compactRouterScriptChunk, compactRouterScripts } from "./router-scripts.server";

/** What React Router's scripts give the browser: every enqueued text and the manifest. */
function evaluate(scripts: string[]) {
  const enqueued: string[] = [];
  const window = {
    __reactRouterContext: { streamController: { enqueue: (text: string) => enqueued.push(text), close: () => {} } },
    __reactRouterManifest: undefined as unknown,
  };
  for (const script of scripts) runInNewContext(script, { window });
  return { enqueued, manifest: window.__reactRouterManifest };
}

const scriptsOf = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");

// As React Router writes them (react-router: escapeHtml(JSON.stringify(chunk)), and JSON.stringify(manifest, null, 2)).
const escapeHtml = (text: string) =>
  text.replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const payload = JSON.stringify([
  {
    _1: 2,
    title: "The Lighthouse Keeper's Daughter",
    html: '<p>A "saga" </script> \\ end</p>',
    sep: "\u2028\u2029\n\r\t",
  },
]);
const manifest = { entry: { module: "/assets/entry.js", imports: [] }, routes: { root: { id: "root", path: "" } } };
const html = [
  '<html><head></head><body><main>Quotes "stay" in the page\'s text</main>',
  `<script nonce="n">window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {};</script>`,
  `<script nonce="n">window.__reactRouterContext.streamController.enqueue(${escapeHtml(JSON.stringify(payload))});</script>`,
  `<script nonce="n">window.__reactRouterContext.streamController.close();</script></body></html>`,
].join("");

describe("React Router's inline scripts, compacted", () => {
  it("give the browser the same data and manifest, in fewer bytes", () => {
    const compact = compactRouterScripts(html);
    expect(evaluate(scriptsOf(compact).filter((s) => s.includes("window")))).toEqual(
      evaluate(scriptsOf(html).filter((s) => s.includes("window"))),
    );
    expect(evaluate(scriptsOf(compact)).enqueued).toEqual([payload]);
    expect(compact.length).toBeLessThan(html.length - 40);
    // The page's own text is untouched, and nothing in a script can end it early.
    expect(compact).toContain('<main>Quotes "stay" in the page\'s text</main>');
    expect(scriptsOf(compact).join("")).not.toMatch(/<\/script|<!--/i);
  });

  it("rewrites any double-quoted literal to one JavaScript reads as the same text", () => {
    // Written as React Router does, and by hand: escapes after an escaped backslash, uppercase hex, JavaScript-only
    // escapes (\' \x41 \0) and a raw < or ' a hand-written literal may hold.
    const literals = [
      ...[
        "\\u003c/script>",
        "tab\there",
        "\u0000\u001f",
        'it\'s "quoted"',
        "ł ß €",
        "<>&",
        "\u2028",
        // Once checked on the encoder this rewrite replaced (singleQuoted): any text reads back.
        "",
        "'",
        "\\'",
        "a\\\\b",
        "</script><!--",
        "ł ż ß €",
        "\"''\"",
      ].map((text) => escapeHtml(JSON.stringify(text))),
      String.raw`"\\u003c \u003C \u003E \u0026 \' \x41 \0 ' < \\\" end"`,
    ];
    for (const literal of literals) {
      const written = compactRouterScripts(
        `<script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`,
      );
      const script = scriptsOf(written)[0] ?? "";
      expect(script).toMatch(/enqueue\('/);
      expect(script).not.toMatch(/<\/script|<!--/i);
      expect(evaluate([script]).enqueued).toEqual([runInNewContext(literal)]);
    }
  });

  it("leaves a chunk without router scripts byte for byte, and a script split across chunks as written", () => {
    const plain = Buffer.from("<main>no scripts here</main>");
    expect(compactRouterScriptChunk(plain)).toBe(plain);
    const split = html.slice(0, html.indexOf("enqueue(") + 20);
    expect(compactRouterScriptChunk(Buffer.from(split)).toString()).toContain(split.slice(split.indexOf("enqueue(")));
  });
});
