import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALES } from "../lib/i18n";
import { catalogueCache, catalogueData } from "./catalogue-cache.server";
import { priceContextKey } from "./price-context.server";
import type { StoreApi } from "./store-api.server";

/** A Store API context as the backend answers it for one shopper (only the fields the key may read, and some it must not). */
function context(
  overrides: {
    token?: string;
    customerId?: string | null;
    currency?: string;
    group?: string;
    taxState?: string;
    country?: string;
    rules?: string[];
  } = {},
) {
  return {
    token: overrides.token ?? "token-a",
    salesChannel: { id: "channel" },
    currency: { id: overrides.currency ?? "eur" },
    currentCustomerGroup: { id: overrides.group ?? "default-group" },
    shippingLocation: { country: { id: overrides.country ?? "de" }, state: null },
    customer: overrides.customerId ? { id: overrides.customerId, email: `${overrides.customerId}@example.com` } : null,
    context: {
      taxState: overrides.taxState ?? "gross",
      currencyId: overrides.currency ?? "eur",
      ruleIds: overrides.rules ?? ["r1"],
    },
  };
}

/** A shopper's StoreApi whose only Store API call is the context (a session: read per request). */
function shopper(ctx: ReturnType<typeof context>, languageId = "lang-en"): StoreApi {
  const client = { invoke: vi.fn(async () => ({ data: ctx })) };
  // The client is a stand-in for @shopware/api-client's: only invoke("readContext get /context") is called.
  return {
    client: client as unknown as StoreApi["client"],
    locale: LOCALES[0],
    languageId,
    hasSession: true,
    responseHeaders: () => new Headers(),
  };
}

afterEach(() => {
  catalogueCache.clear();
  vi.useRealTimers();
});

describe("catalogue cache (issue 15)", () => {
  it("is shared by shoppers whose prices are the same, whoever they are and whatever their cart", async () => {
    let loads = 0;
    const load = async () => ({ price: 10, load: ++loads });
    const a = await catalogueData(shopper(context({ token: "a", customerId: "alice" })), "category:x", load);
    const b = await catalogueData(shopper(context({ token: "b", customerId: "bob" })), "category:x", load);
    await catalogueData(shopper(context({ token: "c", customerId: "carol" })), "category:x", load);
    expect(a).toEqual(b);
    expect(loads).toBe(1);
  });

  it("never mixes price contexts: currency, customer group, tax state, country, rules and language each get their own answer", async () => {
    const variants = [
      context(),
      context({ currency: "pln" }),
      context({ group: "b2b" }),
      context({ taxState: "net" }),
      context({ country: "pl" }),
      context({ rules: ["r1", "vip"] }),
      context({ customerId: "alice" }),
    ];
    const seen: string[] = [];
    for (const ctx of variants) {
      const key = priceContextKey(ctx);
      const answer = await catalogueData(shopper(ctx), "category:x", async () => key);
      // Each shopper gets the answer made for their own context.
      expect(answer).toBe(key);
      seen.push(answer);
    }
    expect(new Set(seen).size).toBe(variants.length);
    let loads = 0;
    await catalogueData(shopper(context(), "lang-pl"), "category:x", async () => ++loads);
    expect(loads).toBe(1);
  });

  it("keys by no token and no customer", () => {
    const key = priceContextKey(context({ token: "secret-token", customerId: "alice" }));
    expect(key).not.toContain("secret-token");
    expect(key).not.toContain("alice");
    expect(priceContextKey(context({ rules: ["b", "a"] }))).toBe(priceContextKey(context({ rules: ["a", "b"] })));
  });

  it("shows a changed price or stock on the first render after 10 s", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    let price = 10;
    const load = async () => ({ price, stock: price === 10 ? 5 : 0 });
    const api = shopper(context());
    expect(await catalogueData(api, "category:x", load)).toEqual({ price: 10, stock: 5 });
    price = 12;
    vi.setSystemTime(1_000_000 + 9_999);
    expect((await catalogueData(shopper(context()), "category:x", load)).price).toBe(10);
    vi.setSystemTime(1_000_000 + 10_000);
    expect(await catalogueData(shopper(context()), "category:x", load)).toEqual({ price: 12, stock: 0 });
  });
});
