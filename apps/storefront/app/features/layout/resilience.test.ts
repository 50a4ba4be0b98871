import { describe, expect, it } from "vitest";
import { chunkReloadKey, shouldReloadForChunkError } from "./reload-guard";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../routes";
import {
  catalogueRouteId,
  createPrefetchQueue,
  formTarget,
  isChunkLoadError,
  isNewBuild,
  prefetchDataUrl,
} from "./resilience";

describe("chunk reload guard", () => {
  it("recognises chunk load errors", () => {
    expect(isChunkLoadError("Failed to fetch dynamically imported module: /assets/x.js")).toBe(true);
    expect(isChunkLoadError("TypeError: x is undefined")).toBe(false);
  });

  it("reloads at most once per path within 10 s", () => {
    expect(shouldReloadForChunkError(null, 50_000)).toBe(true);
    expect(shouldReloadForChunkError("45000", 50_000)).toBe(false);
    expect(shouldReloadForChunkError("39000", 50_000)).toBe(true);
  });
});

describe("chunk failure targets", () => {
  const here = "https://shop.test/pl-PL/clothing/?order=name-asc#top";
  it("guards each path, whatever its query", () => {
    expect(chunkReloadKey("/pl-PL/shirt-1?x=1#a", here)).toBe("chunk-reload:/pl-PL/shirt-1");
  });

  it("builds a GET form's target from its fields, as the browser would", () => {
    const fields: [string, FormDataEntryValue][] = [
      ["search", "red mug"],
      ["p", "2"],
    ];
    expect(formTarget("/search", "get", fields, here)).toBe("/search?search=red+mug&p=2");
    expect(formTarget("", "GET", [], here)).toBe("/pl-PL/clothing/");
  });

  it("ends a POST on the page it was sent from, and ignores other origins", () => {
    expect(formTarget("/_action/cart", "post", [["id", "1"]], here)).toBe("/pl-PL/clothing/?order=name-asc");
    expect(formTarget("https://other.test/x", "get", [], here)).toBeNull();
  });
});

describe("new builds", () => {
  it("compares the running build id with the server's", () => {
    expect(isNewBuild("a", { buildId: "b" })).toBe(true);
    expect(isNewBuild("a", { buildId: "a" })).toBe(false);
    expect(isNewBuild("a", null)).toBe(false);
    expect(isNewBuild(undefined, { buildId: "b" })).toBe(false);
  });
});

describe("prefetch", () => {
  const origin = "https://shop.test";
  it("prefetches the data of catalogue links only", () => {
    expect(prefetchDataUrl("/clothing/", origin)).toBe("/clothing/_.data?_routes=en-GB%3Acatch-all");
    expect(prefetchDataUrl("/pl-PL/shirt-123?x=1", origin)).toBe("/pl-PL/shirt-123.data?x=1&_routes=pl-PL%3Acatch-all");
    expect(prefetchDataUrl("/", origin)).toBe("/_.data?_routes=en-GB%3Ahome");
    expect(prefetchDataUrl("/testde", origin)).toBe("/testde.data?_routes=testde%3Ahome");
    expect(prefetchDataUrl("/testde/", origin)).toBe("/testde/_.data?_routes=testde%3Ahome");
    expect(prefetchDataUrl("/checkout/cart", origin)).toBeNull();
    expect(prefetchDataUrl("/testde/account", origin)).toBeNull();
    expect(prefetchDataUrl("https://elsewhere.test/x", origin)).toBeNull();
  });

  it("asks for the page's route alone, one routes.ts declares, never the root's", () => {
    const ids = new Set<string>();
    const collect = (entries: readonly RouteConfigEntry[]) => {
      for (const entry of entries) {
        if (entry.id) ids.add(entry.id);
        if (entry.children) collect(entry.children);
      }
    };
    collect(routes);
    for (const path of ["/", "/clothing/", "/pl-PL", "/pl-PL/", "/pl-PL/koszula/cl-1", "/testde", "/testde/schuhe/"]) {
      expect(ids, path).toContain(catalogueRouteId(path));
      expect(prefetchDataUrl(path, origin), path).not.toMatch(/_routes=[^&]*root/);
    }
  });

  it("runs at most 4 at once, each URL once", async () => {
    const resolvers: Array<() => void> = [];
    const started: string[] = [];
    const queue = createPrefetchQueue((url) => {
      started.push(url);
      return new Promise<void>((resolve) => resolvers.push(resolve));
    });
    for (const url of ["a", "b", "c", "d", "e", "a"]) queue.add(url);
    expect(started).toEqual(["a", "b", "c", "d"]);
    resolvers[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(["a", "b", "c", "d", "e"]);
  });
});
