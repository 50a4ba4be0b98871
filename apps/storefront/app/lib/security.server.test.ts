import { describe, expect, it } from "vitest";
import { forbiddenPage } from "./security.server";

describe("forbiddenPage", () => {
  it("is translated by the path's locale prefix and links to that locale's home", () => {
    expect(forbiddenPage("/login")).toContain('lang="en-GB"');
    expect(forbiddenPage("/login")).toContain("did not come from this shop");
    expect(forbiddenPage("/login")).toContain('href="/"');
    const polish = forbiddenPage("/pl-PL/_action/cart");
    expect(polish).toContain('lang="pl-PL"');
    expect(polish).toContain("nie pochodzi ze stron tego sklepu");
    expect(polish).toContain('href="/pl-PL"');
    expect(forbiddenPage("/testde/checkout")).toContain("nicht von den Seiten dieses Shops");
  });

  it("runs no script and escapes what it prints", () => {
    const page = forbiddenPage("/x");
    expect(page).not.toMatch(/<script|<style|\son\w+=/i);
    expect(page).toContain("shop&#39;s own pages");
  });
});
