import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  type LinkProps,
  StaticRouterProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { rootRelativeHref, ServerLink } from "./Link";

let underTest: ReactNode = null;

function Rendered() {
  return underTest;
}

/** The element as the server renders a page: a static router over the request's location. */
async function serverHtml(element: ReactNode, url = "http://shop.test/pl-PL/clothing/shirts/"): Promise<string> {
  underTest = element;
  const routes = [{ id: "page", path: "*", Component: Rendered }];
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(url));
  if (context instanceof Response) throw new Error(`static handler answered ${context.status}`);
  return renderToString(<StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} />);
}

const TARGETS = [
  "/",
  "/clothing/",
  "/pl-PL/odzież/koszule",
  "/a//b///c",
  "/a/./b/../c",
  "/a/b/..",
  "/a/b/../",
  "/search?search=shirt&p=2",
  "/search?search=%3Cscript%3E",
  "/search?q=\"quoted\"&x='single'&y=<tag>",
  "/search?",
  "/account#orders",
  "/account#",
  "/account?#",
  "/checkout/success/abc/paid?from=mail#top",
  "/\\evil.test/path",
  "/ü and space/",
  // Left to React Router: relative, protocol-relative and absolute targets, and objects.
  "relative/path",
  "../up",
  "",
  "//other.test/x",
  "https://other.test/x",
  "mailto:shop@example.test",
];

const PROPS: Partial<LinkProps>[] = [
  {},
  { className: "pc-link", prefetch: "intent", discover: "none" },
  { prefetch: "render", replace: true, state: { from: "card" }, preventScrollReset: true },
  { target: "_blank", rel: "noopener", "aria-current": "page", title: 'A <title> & "quotes"' },
  { reloadDocument: true, viewTransition: true, relative: "path" },
  { onClick: () => undefined, id: "first", hrefLang: "pl", tabIndex: -1, style: { color: "red" } },
];

describe("ServerLink writes what React Router's Link writes on the server", () => {
  for (const to of TARGETS) {
    for (const props of PROPS) {
      it(`to=${JSON.stringify(to)} with ${Object.keys(props).join(", ") || "no props"}`, async () => {
        const content = <span>Shirts &amp; more</span>;
        const expected = await serverHtml(
          <RouterLink to={to} {...props}>
            {content}
          </RouterLink>,
        );
        const actual = await serverHtml(
          <ServerLink to={to} {...props}>
            {content}
          </ServerLink>,
        );
        expect(actual).toBe(expected);
        expect(actual).toContain("<a ");
      });
    }
  }

  it("object targets and a masked link are React Router's own", async () => {
    for (const element of [
      <ServerLink key="object" to={{ pathname: "/cart", search: "?x=1" }} />,
      <ServerLink key="mask" to="/product/1" mask="/shirt" />,
    ]) {
      expect(rootRelativeHref(element.props.to)).toBe(typeof element.props.to === "string" ? "/product/1" : undefined);
      const html = await serverHtml(element);
      expect(html).toMatch(/<a href="\/(cart\?x=1|shirt)"/);
    }
  });

  it("only root-relative strings take the fast path", () => {
    expect(rootRelativeHref("/a//b/../c/")).toBe("/a/c/");
    expect(rootRelativeHref("/search?")).toBe("/search");
    for (const to of ["", "a", "../a", "//x.test/", "/\\x.test/", "https://x.test/"])
      expect(rootRelativeHref(to)).toBeUndefined();
  });
});
