import { defineEntity, notHeld } from "../../dal/definition.js";

/** The customer's wishlist in a channel (entries live in customer_wishlist_product). */
export const customerWishlistDefinition = defineEntity({
  name: "customer_wishlist",
  table: "customer_wishlist",
  fields: { customerId: "id", salesChannelId: "id" },
  // The entries are read by the wishlist route itself (customer_wishlist_product has no entity of its own here).
  associations: { products: notHeld.many("customer_wishlist_product") },
});
