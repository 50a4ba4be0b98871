import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "../layout/SiteFooter";
import { testShop } from "../../test-support/shop-data";
import { ShopProvider } from "../shop/ShopContext";
import { DesktopNavigation } from "./DesktopNavigation";
import type { NavigationItem } from "./navigation";

const entry = (label: string, href: string | null, children: NavigationItem[] = []): NavigationItem => ({
  label,
  href,
  children,
});
const menu = [
  entry("Clothing", "/clothing/", [
    entry("Tops", "/clothing/tops/", [entry("T-shirts", "/clothing/tops/t-shirts/")]),
    entry("Dresses", "/clothing/dresses/"),
  ]),
  entry("Sale", "/sale/"),
];
const shop = testShop({
  navigation: menu,
  footerNavigation: [entry("Service", null, [entry("Contact", "/contact/"), entry("FAQ", "/faq/")])],
  serviceNavigation: [entry("Imprint", "/imprint/")],
});

function Menus() {
  return (
    <ShopProvider value={shop}>
      <DesktopNavigation items={menu} label="Main navigation" showAllLabel={(name) => `Show all ${name}`} />
      <SiteFooter />
    </ShopProvider>
  );
}

function html(): string {
  const Stub = createRoutesStub([{ path: "/", Component: Menus }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/** The <a> of a link, by its href (the first one when a link is in two menus). */
const anchor = (out: string, href: string) => out.match(new RegExp(`<a[^>]*href="${href}"[^>]*>`))?.[0] ?? "";

/**
 * Issue 15 (home ≤ 100 KB, product ≤ 60 KB): the mega menu's ~60 links and the footer's ~25 are on every page. They
 * are styled through their lists (app.css: .mm-bar, .mm-grid, .mm-l3s, .ft-links), not by a class on each link.
 */
describe("menu links carry no class of their own", () => {
  const out = html();

  it("every level of the mega menu", () => {
    expect(out).toContain('class="mm-bar ');
    for (const href of ["/clothing/tops/", "/clothing/tops/t-shirts/", "/clothing/dresses/", "/sale/"]) {
      expect(anchor(out, href)).not.toBe("");
      expect(anchor(out, href)).not.toContain("class=");
    }
    // The teaser tile's "Show all" button is the one link of the panel with a look of its own.
    expect(out).toMatch(/<a class="mm-all" href="\/clothing\/">Show all Clothing<\/a>/);
  });

  it("the footer's columns, categories and service links", () => {
    const footer = out.slice(out.indexOf("<footer"));
    for (const href of ["/contact/", "/faq/", "/imprint/", "/clothing/", "/sale/"]) {
      expect(anchor(footer, href)).not.toBe("");
      expect(anchor(footer, href)).not.toContain("class=");
    }
    expect(footer.match(/class="ft-links /g)).toHaveLength(3);
  });
});
