import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ADDRESS_ASSOCIATIONS } from "../features/account/addresses.server";
import { orderCriteria, orderDetailCriteria } from "../features/account/order";
import { CUSTOMER_CRITERIA } from "../features/account/session.server";
import { ORDER_CRITERIA } from "../features/checkout/order.server";
import { PRODUCT_CRITERIA } from "../features/product/product-page.server";
import { PRODUCT_CARD_INCLUDES } from "../features/listing/product-card";
import { PRODUCT_DETAIL_INCLUDES } from "../features/product/product";
import { NAVIGATION_INCLUDES } from "../features/navigation/navigation";

/**
 * The storefront must run on a real Shopware 6.7 with nothing but STORE_API_URL and STORE_API_ACCESS_KEY. Every
 * Store API request it can send is written in its source, so this reads the source and checks each request against
 * the official OpenAPI document of Shopware 6.7 that ships with @shopware/api-client (api-types/storeApiSchema.json):
 * operation id, method and path must be Shopware's, and every sw-* header must be one Shopware reads. A request
 * Shopware does not know (a new path, a changed method, our-only header) fails here; one whose operation id is not
 * written as a literal fails too, because it could not be checked. docs/store-api-compatibility.md lists them.
 */

const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

type Operation = { operationId?: string };
type SchemaProperty = { $ref?: string; items?: { $ref?: string } };
interface OpenApi {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, SchemaProperty> }> };
}

function schema(): OpenApi {
  const entry = createRequire(import.meta.url).resolve("@shopware/api-client");
  return JSON.parse(
    readFileSync(path.join(path.dirname(entry), "../api-types/storeApiSchema.json"), "utf8"),
  ) as OpenApi;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

const FILES = sourceFiles(APP).map((file) => ({ file: path.relative(APP, file), text: readFileSync(file, "utf8") }));

/**
 * Requests Shopware 6.7 still routes although its OpenAPI document no longer lists them, each with the route file
 * and what happens there. Adding to this list needs the same proof.
 */
const KNOWN_OUTSIDE_SCHEMA: Record<string, string> = {
  // Checkout/Customer/SalesChannel/ChangePaymentMethodRoute.php: @deprecated tag:v6.7.0, and change() calls
  // Feature::triggerDeprecationOrThrow('v6.7.0.0', …), which throws once the 6.7 flag is on. See the compatibility
  // document: the account page's "default payment method" (spec §7) has no Shopware 6.7 counterpart.
  "changePaymentMethod post /account/change-payment-method/{paymentMethodId}":
    "deprecated in 6.7 (ChangePaymentMethodRoute.php)",
};

/** Every `invoke("operationId method /path"` of the app, with the files it is in. */
function invokedOperations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of FILES) {
    for (const match of text.matchAll(/\binvoke\(\s*(["'`])([^"'`]*)\1/g)) {
      const key = match[2] as string;
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return found;
}

/** Store API paths the app fetches itself (file streams and gzip files the typed client does not hand over raw). */
const RAW_FETCHES: { file: string; pattern: RegExp; operation: string }[] = [
  { file: ".server/sitemap.server.ts", pattern: /storeApiGet\("\/sitemap"/, operation: "readSitemap get /sitemap" },
  {
    file: ".server/sitemap.server.ts",
    pattern: /storeApiGet\(`\/sitemap\/\$\{/,
    operation: "getSitemapFile get /sitemap/{filePath}",
  },
  {
    file: "features/account/order-download.server.ts",
    pattern: /baseURL\}\/order\/download\/\$\{orderId\}\/\$\{downloadId\}/,
    operation: "orderDownloadFile get /order/download/{orderId}/{downloadId}",
  },
];

/** The request headers Shopware 6.7 reads (PlatformRequest::HEADER_*), and the ones the HTTP stack reads. */
const SHOPWARE_HEADERS = new Set([
  "sw-access-key",
  "sw-context-token",
  "sw-language-id",
  "sw-currency-id",
  "sw-include-seo-urls",
  "sw-version-id",
  "sw-include-search-info",
  "sw-skip-trigger-flow",
]);

describe("the storefront's Store API requests against Shopware 6.7's OpenAPI document", () => {
  const openApi = schema();

  it("reads the 6.7 document", () => {
    expect(openApi.info.version).toMatch(/^6\.7\./);
  });

  it("sends only operations Shopware routes: operation id, method and path as in the document", () => {
    const operations = invokedOperations();
    expect(operations.size).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const [key, files] of operations) {
      const parts = /^(\w+) (get|post|patch|put|delete) (\/\S*)$/.exec(key);
      if (!parts) {
        problems.push(`${files.join(", ")}: "${key}" is not "operationId method /path"`);
        continue;
      }
      const [, operationId, method, route] = parts as unknown as [string, string, string, string];
      if (KNOWN_OUTSIDE_SCHEMA[key]) continue;
      const documented = openApi.paths[route]?.[method];
      if (!documented)
        problems.push(`${files.join(", ")}: ${method.toUpperCase()} ${route} is not in Shopware's Store API`);
      else if (documented.operationId !== operationId)
        problems.push(`${files.join(", ")}: ${key} is ${documented.operationId} in Shopware's Store API`);
    }
    expect(problems).toEqual([]);
    // The exceptions are still used (else they go from the list).
    for (const key of Object.keys(KNOWN_OUTSIDE_SCHEMA)) expect(operations.has(key), key).toBe(true);
  });

  it("names every client operation literally, so none escapes this check", () => {
    const dynamic = FILES.flatMap(({ file, text }) =>
      [...text.matchAll(/\binvoke\(\s*(?![\s"'`])([^,)]*)/g)].map((m) => `${file}: invoke(${m[1]}`),
    );
    expect(dynamic).toEqual([]);
  });

  it("fetches Store API paths itself only where listed, each a documented GET", () => {
    const fetching = FILES.filter(({ text }) => /fetch\(`\$\{(config|storeApiConfig\(\))\.baseURL\}/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(fetching).toEqual([...new Set(RAW_FETCHES.map((raw) => raw.file))].sort());
    for (const raw of RAW_FETCHES) {
      const text = FILES.find(({ file }) => file === raw.file)?.text ?? "";
      expect(raw.pattern.test(text), `${raw.file} ${raw.operation}`).toBe(true);
      const [operationId, method, route] = raw.operation.split(" ") as [string, string, string];
      expect(openApi.paths[route]?.[method]?.operationId, raw.operation).toBe(operationId);
    }
  });

  it("asks only for associations the 6.7 entities have (Shopware answers others 400 FRAMEWORK__ASSOCIATION_NOT_FOUND)", () => {
    // RequestCriteriaBuilder throws AssociationNotFoundException for an association the entity definition lacks.
    type Associations = Record<string, { associations?: Associations }>;
    const problems: string[] = [];
    const check = (entity: string, associations: Associations | undefined, trail: string) => {
      for (const [name, nested] of Object.entries(associations ?? {})) {
        const property = openApi.components.schemas[entity]?.properties?.[name];
        const ref = property?.$ref ?? property?.items?.$ref;
        if (!ref) {
          problems.push(`${trail}${name}: ${entity} has no association ${name}`);
          continue;
        }
        check(ref.replace("#/components/schemas/", ""), nested.associations, `${trail}${name}.`);
      }
    };
    const criteria: [string, string, { associations?: Associations }][] = [
      ["Customer", "session.server CUSTOMER_CRITERIA", CUSTOMER_CRITERIA],
      ["CustomerAddress", "addresses.server ADDRESS_ASSOCIATIONS", { associations: ADDRESS_ASSOCIATIONS }],
      ["Product", "product-page.server PRODUCT_CRITERIA", PRODUCT_CRITERIA],
      ["Order", "checkout/order.server ORDER_CRITERIA", ORDER_CRITERIA],
      ["Order", "account/order orderCriteria", orderCriteria(1, 10)],
      ["Order", "account/order orderDetailCriteria", orderDetailCriteria("a".repeat(32))],
    ];
    for (const [entity, where, body] of criteria) check(entity, body.associations, `${where}: `);
    expect(problems).toEqual([]);
  });

  it("asks includes only of fields Shopware's entities have (issue 15: trimmed answers)", () => {
    const openApi = schema();
    // apiAlias product_media → schema ProductMedia.
    const schemaName = (alias: string) =>
      alias
        .split("_")
        .map((part) => part[0]!.toUpperCase() + part.slice(1))
        .join("");
    const problems: string[] = [];
    for (const [where, includes] of [
      ["PRODUCT_CARD_INCLUDES", PRODUCT_CARD_INCLUDES],
      ["PRODUCT_DETAIL_INCLUDES", PRODUCT_DETAIL_INCLUDES],
      ["NAVIGATION_INCLUDES", NAVIGATION_INCLUDES],
    ] as const) {
      for (const [alias, fields] of Object.entries(includes)) {
        const properties = openApi.components.schemas[schemaName(alias)]?.properties;
        if (!properties) problems.push(`${where}: no entity ${alias}`);
        else
          for (const field of fields as readonly string[])
            if (!(field in properties)) problems.push(`${where}: ${alias} has no field ${field}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("sends only request headers Shopware reads", () => {
    const used = new Set(
      FILES.flatMap(({ text }) => [...text.matchAll(/["'](sw-[a-z-]+)["']\s*:/g)].map((m) => m[1] as string)),
    );
    expect([...used].filter((header) => !SHOPWARE_HEADERS.has(header))).toEqual([]);
    expect(used.has("sw-access-key")).toBe(true);
  });
});
