import { describe, expect, it } from "vitest";
import { shopMetaFromMatches } from "./shop";

describe("shopMetaFromMatches", () => {
  it("reads the shop name and description from the root match", () => {
    const matches = [
      { id: "root", data: { shopName: "Demo Store", shopDescription: "Lovely things." } },
      { id: "en-GB:home", data: {} },
    ];
    expect(shopMetaFromMatches(matches)).toEqual({ shopName: "Demo Store", shopDescription: "Lovely things." });
  });

  it("falls back to empty strings when the root has no data (error pages)", () => {
    expect(shopMetaFromMatches([undefined, { id: "root", data: undefined }])).toEqual({
      shopName: "",
      shopDescription: "",
    });
  });
});
