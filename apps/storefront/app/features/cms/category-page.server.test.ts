import { describe, expect, it } from "vitest";
import { layoutShowsDescription } from "./category-page.server";
import type { ApiCmsPage } from "./cms-page.server";

const page = (config: Record<string, unknown>, translated?: Record<string, unknown>) =>
  ({
    sections: [
      {
        blocks: [
          {
            slots: [
              {
                id: "s",
                type: "text",
                slot: "content",
                config,
                translated: translated ? { config: translated } : null,
              },
            ],
          },
        ],
      },
    ],
  }) as unknown as ApiCmsPage;

describe("layoutShowsDescription", () => {
  it("finds a slot mapped to the category description", () => {
    expect(layoutShowsDescription(page({ content: { source: "mapped", value: "category.description" } }))).toBe(true);
    expect(layoutShowsDescription(page({}, { content: { source: "mapped", value: "category.description" } }))).toBe(
      true,
    );
  });

  it("is false for other content, static text naming the field, and no layout", () => {
    expect(layoutShowsDescription(page({ content: { source: "mapped", value: "category.name" } }))).toBe(false);
    expect(layoutShowsDescription(page({ content: { source: "static", value: "<p>category.description</p>" } }))).toBe(
      false,
    );
    expect(layoutShowsDescription(null)).toBe(false);
  });
});
