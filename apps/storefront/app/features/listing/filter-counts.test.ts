import { describe, expect, it } from "vitest";
import { filterCountsRequest, toFilterCounts } from "./filter-counts";
import type { ApiListing } from "./listing";

const id = (n: number) => n.toString(16).padStart(32, "0");
const listing: ApiListing = {
  aggregations: {
    manufacturer: { entities: [{ id: id(1), name: "M" }] },
    properties: {
      entities: [
        {
          id: id(10),
          name: "Colour",
          options: [
            { id: id(11), name: "Red" },
            { id: id(12), name: "Blue" },
          ],
        },
        { id: id(20), name: "Size", options: [{ id: id(21), name: "S" }] },
      ],
    },
  },
};

describe("filter counts", () => {
  it("counts each option with the other groups' filters, not its own group's", () => {
    const url = new URL(`http://shop/c/?properties=${id(11)}|${id(21)}&manufacturer=${id(1)}&min-price=10`);
    const request = filterCountsRequest(listing, url, 2)!;
    const byName = new Map(request.aggregations.map((a) => [a.name as string, a as { filter: unknown[] }]));
    const blue = JSON.stringify(byName.get(`option-${id(12)}-filter`)!.filter);
    // Blue (Colour) is narrowed by Size S and the manufacturer, not by Red; the price bound is in the default currency.
    expect(blue).toContain(id(21));
    expect(blue).not.toContain(id(11));
    expect(blue).toContain(id(1));
    expect(blue).toContain('"gte":5');
    const small = JSON.stringify(byName.get(`option-${id(21)}-filter`)!.filter);
    expect(small).toContain(id(11));
    expect(request["only-aggregations"]).toBe(true);
  });

  it("reads option and manufacturer counts from the answer", () => {
    const counts = toFilterCounts({
      aggregations: {
        [`option-${id(11)}`]: { count: 3 },
        "manufacturer-counts": { buckets: [{ key: id(1), count: 9, "display-groups": { count: 4 } }] },
      },
    });
    expect(counts).toEqual({ options: { [id(11)]: 3 }, manufacturers: { [id(1)]: 4 } });
  });

  it("asks nothing when the listing offers no options", () => {
    expect(filterCountsRequest({ aggregations: {} }, new URL("http://shop/c/"), 1)).toBeNull();
  });
});
