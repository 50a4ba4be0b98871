import type { AddressInfo } from "node:net";
import { ApiClientError, createAPIClient } from "@shopware/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "./conformance/fixtures.js";
import { storeApiSchema } from "./conformance/schema.js";
import { ACCESS_KEY, createTestApp, type TestApp } from "./helpers.js";

// The storefront talks to the backend only through the official client, over real HTTP: these calls prove the
// client's request shapes (POST reads, PATCH context, path parameters, headers) and its token handling work here.

let t: TestApp;
let f: Fixtures;
let baseURL: string;

beforeAll(async () => {
  t = await createTestApp();
  f = new Fixtures(t);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  baseURL = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/store-api`;
});
afterAll(async () => t.close());

/** A client per shopper, as the storefront creates one per request. */
const newClient = (contextToken?: string) => createAPIClient({ baseURL, accessToken: ACCESS_KEY, contextToken });

function expectSchema(operationId: string, data: unknown): void {
  const result = storeApiSchema().validate(operationId, "200", data);
  if (!result.valid) expect.fail(`${operationId} does not match the schema:\n  ${result.errors.join("\n  ")}`);
}

describe("@shopware/api-client against the backend", () => {
  it("reads the context and adopts the token the backend issues", async () => {
    const client = newClient();
    const changed: string[] = [];
    client.hook("onContextChanged", (token) => changed.push(token));
    const { data, status } = await client.invoke("readContext get /context");
    expect(status).toBe(200);
    expectSchema("readContext", data);
    expect(data.token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(changed).toEqual([data.token]);
    expect(client.defaultHeaders["sw-context-token"]).toBe(data.token);
    expect(data.salesChannel.navigationCategoryId).toBe(await f.rootCategoryId());
  });

  it("switches the currency with updateContext and keeps using the session", async () => {
    const client = newClient();
    const currencies = (await client.invoke("readCurrency post /currency", { body: {} })).data;
    const usd = currencies.find((currency) => currency.isoCode === "USD");
    expect(usd).toBeDefined();
    const updated = await client.invoke("updateContext patch /context", { body: { currencyId: usd?.id } });
    expect(updated.status).toBe(200);
    const token = client.defaultHeaders["sw-context-token"];
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    const { data } = await client.invoke("readContext get /context");
    expect(data.currency?.isoCode).toBe("USD");
    expect(data.token).toBe(token);
    // Another shopper's client with its own session still sees the default currency.
    expect((await newClient().invoke("readContext get /context")).data.currency?.isoCode).toBe("EUR");
  });

  it("reads the main navigation", async () => {
    const { data } = await newClient().invoke("readNavigation post /navigation/{activeId}/{rootId}", {
      pathParams: { activeId: "main-navigation", rootId: "main-navigation" },
      body: { depth: 2 },
    });
    expectSchema("readNavigation", data);
    expect(data.length).toBeGreaterThan(0);
  });

  it("reads a category listing, a category with its CMS page and a CMS page", async () => {
    const client = newClient();
    const categoryId = await f.listingCategoryId();
    const listing = await client.invoke("readProductListing post /product-listing/{categoryId}", {
      pathParams: { categoryId },
      body: { limit: 4, order: "price-asc" },
    });
    expectSchema("readProductListing", listing.data);
    expect(listing.data.elements.length).toBeGreaterThan(0);
    const category = await client.invoke("readCategory post /category/{navigationId}", {
      pathParams: { navigationId: categoryId },
      body: {},
    });
    expectSchema("readCategory", category.data);
    expect(category.data.id).toBe(categoryId);
    const cms = await client.invoke("readCms post /cms/{id}", {
      pathParams: { id: await f.cmsPageId("page") },
      body: {},
    });
    expectSchema("readCms", cms.data);
    expect(cms.data.apiAlias).toBe("cms_page");
  });

  it("reads products and a product detail", async () => {
    const client = newClient();
    const products = await client.invoke("readProduct post /product", { body: { limit: 3 } });
    expectSchema("readProduct", products.data);
    const [first] = products.data.elements;
    expect(first).toBeDefined();
    const { parentId } = await f.variantProduct();
    const detail = await client.invoke("readProductDetail post /product/{productId}", {
      pathParams: { productId: parentId },
      body: {},
    });
    expectSchema("readProductDetail", detail.data);
    expect(detail.data.product.parentId).toBe(parentId);
  });

  it("searches products", async () => {
    const { data } = await newClient().invoke("searchPage post /search", {
      body: { search: await f.searchTerm(), limit: 5 },
    });
    expectSchema("searchPage", data);
    expect(data.elements.length).toBeGreaterThan(0);
  });

  it("resolves an SEO path", async () => {
    const url = await f.seoUrl("frontend.detail.page");
    const { data } = await newClient().invoke("readSeoUrl post /seo-url", {
      body: { filter: [{ type: "equals", field: "seoPathInfo", value: url.seoPathInfo }] },
    });
    expectSchema("readSeoUrl", data);
    expect(data.elements[0]).toMatchObject({ routeName: "frontend.detail.page", foreignKey: url.foreignKey });
  });

  it("surfaces the error envelope as ApiClientError details", async () => {
    const client = newClient();
    const notFound = await client
      .invoke("readProductDetail post /product/{productId}", {
        pathParams: { productId: "0123456789abcdef0123456789abcdef" },
        body: {},
      })
      .catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(ApiClientError);
    expect((notFound as ApiClientError<{ errors: { code?: string }[] }>).status).toBe(404);
    expect((notFound as ApiClientError<{ errors: { code?: string }[] }>).details.errors[0]).toMatchObject({
      status: "404",
      code: "CONTENT__PRODUCT_NOT_FOUND",
      title: expect.any(String),
      detail: expect.any(String),
    });

    const badLimit = await client
      .invoke("readProduct post /product", { body: { limit: 1000 } })
      .catch((error: unknown) => error);
    expect(badLimit).toBeInstanceOf(ApiClientError);
    expect((badLimit as ApiClientError<{ errors: { code?: string }[] }>).details.errors[0]).toMatchObject({
      status: "400",
      code: "FRAMEWORK__QUERY_LIMIT_EXCEEDED",
    });
  });
});
