import { LOCALES } from "../lib/i18n";
import type { ShopData } from "../features/shop/ShopContext";

const euro = { id: "eur", isoCode: "EUR", symbol: "€", name: "Euro" };

/** The shop a component test renders in (English, euro, no menus, a guest without a cart), with the given changes. */
export function testShop(overrides: Partial<ShopData> = {}): ShopData {
  return {
    locale: LOCALES[0],
    shopName: "Demo Store",
    shopDescription: "",
    currency: euro,
    currencies: [euro],
    languages: [],
    navigation: [],
    footerNavigation: [],
    serviceNavigation: [],
    navigationCategoryId: "root",
    origin: "http://shop.test",
    session: { customer: null, loggedIn: false, guest: false },
    cartItemCount: 0,
    cartNotices: [],
    wishlistCount: null,
    ...overrides,
  };
}
