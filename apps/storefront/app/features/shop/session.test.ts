import { describe, expect, it } from "vitest";
import { cartItemCount, toSessionView } from "./shop";

describe("toSessionView", () => {
  it("is logged in only for an active, non-guest customer with an id (spec §4)", () => {
    expect(
      toSessionView({ id: "c1", active: true, guest: false, firstName: "Ada", lastName: "L", email: "a@x.test" }),
    ).toEqual({
      customer: { id: "c1", firstName: "Ada", lastName: "L", email: "a@x.test", guest: false },
      loggedIn: true,
      guest: false,
    });
    expect(toSessionView({ id: "c1", active: false, guest: false }).loggedIn).toBe(false);
    expect(toSessionView({ id: "g1", active: true, guest: true })).toMatchObject({ loggedIn: false, guest: true });
    expect(toSessionView(null)).toEqual({ customer: null, loggedIn: false, guest: false });
  });
});

describe("cartItemCount", () => {
  it("counts the quantities of goods only", () => {
    expect(
      cartItemCount([
        { type: "product", good: true, quantity: 2 },
        { type: "product", good: true, quantity: 3 },
        { type: "promotion", good: false, quantity: 1 },
      ]),
    ).toBe(5);
    expect(cartItemCount(undefined)).toBe(0);
  });
});
