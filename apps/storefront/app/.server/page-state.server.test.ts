import { describe, expect, it } from "vitest";
import type { ShopData } from "../features/shop/shop";
import { PAGE_STATE_MAX_AGE_SECONDS, pageStateOf, readPageState, signPageState } from "./page-state.server";

// Only the fields the page state reads; the rest of ShopData is the same for every shopper of a channel.
const shop = (overrides: Partial<ShopData> = {}) =>
  ({
    locale: { code: "en-GB" },
    currency: { id: "eur", isoCode: "EUR", symbol: "€" },
    session: { customer: null, loggedIn: false, guest: false },
    cartItemCount: 1,
    cartNotices: [],
    wishlistCount: null,
    ...overrides,
  }) as unknown as ShopData; // a partial ShopData: see above

describe("page state", () => {
  const state = pageStateOf("price-context-a", shop());

  it("differs with everything a session's page shows of the session", () => {
    const others = [
      pageStateOf("price-context-b", shop()),
      pageStateOf("price-context-a", shop({ cartItemCount: 2 })),
      pageStateOf("price-context-a", shop({ wishlistCount: 3 })),
      pageStateOf("price-context-a", shop({ cartNotices: [{ type: "warning", message: "Sold out" }] })),
      pageStateOf(
        "price-context-a",
        shop({
          session: {
            customer: { id: "c1", firstName: "Ann", lastName: "Lee", email: "ann@example.com", guest: false },
            loggedIn: true,
            guest: false,
          },
        }),
      ),
    ];
    for (const other of others) expect(other.state).not.toBe(state.state);
    expect(others[1]?.price).toBe(state.price);
    expect(others[0]?.price).not.toBe(state.price);
    expect(pageStateOf("price-context-a", shop()).state).toBe(state.state);
  });

  it("reads back only for the context token it was signed for, unchanged and unexpired", () => {
    const now = 1_800_000_000_000;
    const cookie = signPageState("token-a", state, now);
    expect(readPageState("token-a", cookie, now)).toEqual(state);
    expect(readPageState("token-b", cookie, now)).toBeNull();
    expect(readPageState(undefined, cookie, now)).toBeNull();
    expect(readPageState("token-a", cookie, now + PAGE_STATE_MAX_AGE_SECONDS * 1000)).toBeNull();
    const [expiry, price, , mac] = cookie.split(".");
    const other = pageStateOf("price-context-a", shop({ cartItemCount: 5 }));
    expect(readPageState("token-a", [expiry, price, other.state, mac].join("."), now)).toBeNull();
    expect(readPageState("token-a", `${Number(expiry) + 1000}.${price}.${state.state}.${mac}`, now)).toBeNull();
    expect(readPageState("token-a", "garbage", now)).toBeNull();
  });
});
