import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addContentFixtures, CONTENT } from "../../../test/content-fixtures.js";
import { storeApiSchema } from "../../../test/conformance/schema.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addContentFixtures(t.db);
});
afterAll(async () => t.close());

type SeoUrl = {
  foreignKey: string;
  routeName: string;
  pathInfo: string;
  seoPathInfo: string;
  languageId: string;
  isCanonical: boolean;
  isDeleted: boolean;
};
const equals = (field: string, value: string) => ({ type: "equals", field, value });

describe("POST|GET /seo-url", () => {
  it("resolves a path by seoPathInfo in each of the three languages", async () => {
    for (const [language, path] of [
      [LANGUAGE.en, "fixture-root/a/"],
      [LANGUAGE.pl, "pl-fixture-root/a/"],
      [LANGUAGE.de, "de-fixture-root/a/"],
    ]) {
      const response = await t.api("POST", "/seo-url", {
        headers: { "sw-language-id": language },
        body: { filter: [equals("seoPathInfo", path)] },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(storeApiSchema().validate("readSeoUrl", "200", body).errors).toEqual([]);
      expect(body.elements).toHaveLength(1);
      expect(body.elements[0]).toMatchObject({
        routeName: "frontend.navigation.page",
        foreignKey: CONTENT.a,
        languageId: language,
        isCanonical: true,
        apiAlias: "seo_url",
      });
    }
  });

  it("forces the current language: another language's path is not found", async () => {
    const response = await t.api("POST", "/seo-url", {
      headers: { "sw-language-id": LANGUAGE.pl },
      body: { filter: [equals("seoPathInfo", "fixture-root/a/")] },
    });
    expect(response.json().elements).toEqual([]);
  });

  it("resolves technical paths by pathInfo, canonical and live only, this channel or none", async () => {
    const response = await t.api(
      "GET",
      `/seo-url?filter[0][type]=equals&filter[0][field]=pathInfo&filter[0][value]=/navigation/${CONTENT.a}`,
    );
    expect(response.statusCode).toBe(200);
    const urls = response.json().elements as SeoUrl[];
    // Not the non-canonical, the deleted nor the other channel's URL.
    expect(urls.map((u) => u.seoPathInfo)).toEqual(["fixture-root/a/"]);
    for (const [language, path] of [
      [LANGUAGE.pl, "pl-fixture-root/a/"],
      [LANGUAGE.de, "de-fixture-root/a/"],
    ]) {
      const localized = await t.api("POST", "/seo-url", {
        headers: { "sw-language-id": language },
        body: { filter: [equals("pathInfo", `/navigation/${CONTENT.a}`)] },
      });
      expect(localized.json().elements.map((u: SeoUrl) => u.seoPathInfo)).toEqual([path]);
    }
    const landing = await t.api("POST", "/seo-url", {
      headers: { "sw-language-id": LANGUAGE.de },
      body: { filter: [equals("routeName", "frontend.landing.page"), equals("foreignKey", CONTENT.landingPage)] },
    });
    expect(landing.json().elements.map((u: SeoUrl) => u.seoPathInfo)).toEqual(["de-summer"]);
  });

  it("answers SEO paths without a leading slash", async () => {
    await t.db
      .updateTable("seo_url")
      .set({ seo_path_info: "/fixture-root/a/" })
      .where("seo_path_info", "=", "fixture-root/a/")
      .execute();
    const response = await t.api("POST", "/seo-url", { body: { filter: [equals("foreignKey", CONTENT.a)] } });
    expect(response.json().elements.map((u: SeoUrl) => u.seoPathInfo)).toEqual(["fixture-root/a/"]);
    await t.db
      .updateTable("seo_url")
      .set({ seo_path_info: "fixture-root/a/" })
      .where("seo_path_info", "=", "/fixture-root/a/")
      .execute();
  });

  it("rejects bad criteria with 400 and a pointer", async () => {
    const response = await t.api("POST", "/seo-url", {
      body: { filter: [{ type: "equals", field: "seoPathInfo" }], limit: "x" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(
      expect.arrayContaining(["/limit", "/filter/0/value"]),
    );
    expect(
      firstError(await t.api("POST", "/seo-url", { body: { filter: [equals("salesChannel.name", "x")] } })).code,
    ).toBe("FRAMEWORK__ASSOCIATION_NOT_FOUND");
  });
});
