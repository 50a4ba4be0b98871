import { describe, expect, it } from "vitest";
import { categoryBreadcrumbs, slashPrefixed, staticBreadcrumbs } from "./breadcrumbs";

describe("breadcrumbs", () => {
  it("uses the spec's labels with slash-prefixed paths", () => {
    expect(staticBreadcrumbs("/account")).toEqual([
      { key: "myAccount", path: "/account" },
      { key: "accountOverview", path: "/account" },
    ]);
    expect(staticBreadcrumbs("/account/address/")).toEqual([
      { key: "myAccount", path: "/account" },
      { key: "address", path: "/account/address" },
    ]);
    expect(staticBreadcrumbs("/reset-password")).toEqual([{ key: "passwordReset", path: "/reset-password" }]);
    expect(staticBreadcrumbs("/account/recover")).toEqual([{ key: "recoverPassword", path: "/account/recover" }]);
    expect(staticBreadcrumbs("/clothing/")).toEqual([]);
  });

  it("prefixes category paths with one slash", () => {
    expect(slashPrefixed("clothing/")).toBe("/clothing/");
    expect(slashPrefixed("//x")).toBe("/x");
    expect(
      categoryBreadcrumbs(["Clothing", "Dresses"], ["a", "b"], (id) => (id === "a" ? "clothing/" : "navigation/b")),
    ).toEqual([
      { label: "Clothing", path: "/clothing/" },
      { label: "Dresses", path: "/navigation/b" },
    ]);
  });
});
