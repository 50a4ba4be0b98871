import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addContentFixtures } from "../../../test/content-fixtures.js";
import { storeApiSchema } from "../../../test/conformance/schema.js";
import { createTestApp, firstError, LANGUAGE, STOREFRONT_URL, type TestApp } from "../../../test/helpers.js";
import { absoluteUrl, lastmodOf, urlsetXml } from "./sitemap.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addContentFixtures(t.db);
});
afterAll(async () => t.close());

/** A minimal well-formedness check: one root, balanced tags, only the five predefined entities. */
function expectWellFormed(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  const stack: string[] = [];
  let roots = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (closing) expect(stack.pop(), `unbalanced </${name}>`).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  expect(body.replace(/<[^>]*>/g, "")).not.toMatch(/&(?!(amp|lt|gt|apos|quot);)|[<>]/);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("GET /sitemap and /sitemap/{filePath}", () => {
  it("lists the language's sitemap files", async () => {
    const response = await t.api("GET", "/sitemap");
    expect(response.statusCode).toBe(200);
    const files = response.json();
    expect(storeApiSchema().validate("readSitemap", "200", files).errors).toEqual([]);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ filename: expect.stringMatching(/\.xml\.gz$/), apiAlias: "sitemap" });
  });

  it("serves the file gzipped: valid XML with absolute storefront URLs of live pages only", async () => {
    const [file] = (await t.api("GET", "/sitemap")).json();
    const response = await t.api("GET", `/sitemap/${file.filename}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    const xml = gunzipSync(response.rawPayload).toString("utf8");
    expectWellFormed(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(xml);
    expect(urls).toContain(`${STOREFRONT_URL}/`);
    expect(urls).toContain(`${STOREFRONT_URL}/fixture-root/a/`);
    expect(urls).toContain(`${STOREFRONT_URL}/summer`);
    for (const hidden of ["fixture-root/c/", "old", "old-a/", "deleted-a/", "other-channel-a/"])
      expect(urls).not.toContain(`${STOREFRONT_URL}/${hidden}`);
  });

  it("serves plain XML without .gz and uses the language's domain", async () => {
    const [file] = (await t.api("GET", "/sitemap", { headers: { "sw-language-id": LANGUAGE.pl } })).json();
    const response = await t.api("GET", `/sitemap/${file.filename.replace(/\.gz$/, "")}`, {
      headers: { "sw-language-id": LANGUAGE.pl },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    expectWellFormed(response.body);
    expect(locs(response.body)).toEqual(
      expect.arrayContaining([
        `${STOREFRONT_URL}/pl-PL/`,
        `${STOREFRONT_URL}/pl-PL/pl-fixture-root/a/`,
        `${STOREFRONT_URL}/pl-PL/pl-summer`,
      ]),
    );
  });

  it("answers 404 for unknown files", async () => {
    const response = await t.api("GET", "/sitemap/nope.xml.gz");
    expect(response.statusCode).toBe(404);
    expect(firstError(response).code).toBe("CONTENT__SITEMAP_FILE_NOT_FOUND");
  });
});

describe("sitemap building", () => {
  it("escapes XML and encodes path segments", () => {
    const xml = urlsetXml([
      {
        loc: absoluteUrl("https://shop.example/de", "/a&b/ü ö/"),
        lastmod: "2026-01-15",
        changefreq: "daily",
        priority: 0.5,
      },
    ]);
    expectWellFormed(xml);
    expect(locs(xml)).toEqual(["https://shop.example/de/a%26b/%C3%BC%20%C3%B6/".replace("&", "&amp;")]);
    expect(xml).toContain("<lastmod>2026-01-15</lastmod><changefreq>daily</changefreq><priority>0.5</priority>");
    expect(absoluteUrl("https://shop.example/", "")).toBe("https://shop.example/");
    expect(absoluteUrl("https://shop.example", "100%/x")).toBe("https://shop.example/100%25/x");
  });

  it("takes the date of the last change", () => {
    expect(lastmodOf("2026-02-01T10:00:00.000+00:00", "2026-01-01T00:00:00.000+00:00")).toBe("2026-02-01");
    expect(lastmodOf(null, "2026-01-01T00:00:00.000+00:00")).toBe("2026-01-01");
    expect(lastmodOf(null, null)).toBeNull();
  });
});
