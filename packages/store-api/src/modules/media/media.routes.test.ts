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

describe("POST|GET /media", () => {
  it("answers the requested public media with thumbnails and absolute URLs, private ones left out", async () => {
    const response = await t.api("POST", "/media", {
      body: { ids: [CONTENT.mediaPublic1, CONTENT.mediaPrivate, CONTENT.mediaPublic2] },
      headers: { "sw-language-id": LANGUAGE.pl },
    });
    expect(response.statusCode).toBe(200);
    const media = response.json();
    expect(storeApiSchema().validate("readMedia", "200", media).errors).toEqual([]);
    expect(media.map((m: { id: string }) => m.id).sort()).toEqual([CONTENT.mediaPublic1, CONTENT.mediaPublic2].sort());
    const one = media.find((m: { id: string }) => m.id === CONTENT.mediaPublic1);
    expect(one).toMatchObject({
      apiAlias: "media",
      private: false,
      alt: "one alt (pl)",
      url: expect.stringMatching(/^https?:\/\/.+\/media\/test\/one\.webp$/),
    });
    expect(one.thumbnails).toHaveLength(2);
  });

  it("accepts a |-joined string and repeated ids[] on GET", async () => {
    expect(
      (await t.api("POST", "/media", { body: { ids: `${CONTENT.mediaPublic1}|${CONTENT.mediaPublic2}` } })).json(),
    ).toHaveLength(2);
    expect(
      (await t.api("GET", `/media?ids[]=${CONTENT.mediaPublic1}&ids[]=${CONTENT.mediaPublic2}`)).json(),
    ).toHaveLength(2);
  });

  it("answers 400 CONTENT__MEDIA_EMPTY_ID without ids and 400 for malformed ones", async () => {
    for (const body of [{}, { ids: [] }, { ids: "" }]) {
      const response = await t.api("POST", "/media", { body });
      expect(response.statusCode).toBe(400);
      expect(firstError(response).code).toBe("CONTENT__MEDIA_EMPTY_ID");
    }
    const malformed = await t.api("POST", "/media", { body: { ids: ["nope"] } });
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_UUID");
  });
});
