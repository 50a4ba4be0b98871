import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { CmsLink } from "../cms/elements/CmsLink";
import { NavigationLink } from "./NavigationLink";

let underTest: ReactNode = null;

/** The element as the router renders it (Link needs a data router); module level, as a component. */
function Rendered() {
  return underTest;
}

function html(element: ReactNode): string {
  underTest = element;
  const Stub = createRoutesStub([{ path: "/", Component: Rendered }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

/**
 * Issue 15 (home ≤ 100 KB): the main menu (~60 links), the footer (~25) and CMS links repeat on every page. React
 * Router's eager route discovery writes data-discover="true" on each and then asks the server for the routes of every
 * link on the page; these links are all the catch-all route, discovered on navigation instead (discover="none").
 */
describe("repeated links carry no route-discovery attribute", () => {
  it("a navigation entry", () => {
    const out = html(<NavigationLink item={{ label: "Clothing", href: "/clothing/", children: [] }} />);
    expect(out).toContain('href="/clothing/"');
    expect(out).not.toContain("data-discover");
  });

  it("a CMS link", () => {
    const out = html(<CmsLink link={{ href: "/navigation/abc", external: false, newTab: false }}>Shop coffee</CmsLink>);
    expect(out).toContain('href="/navigation/abc"');
    expect(out).not.toContain("data-discover");
  });
});
