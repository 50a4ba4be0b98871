import { defineEntity } from "../../dal/definition.js";

/** The customer's wishlist in a channel (entries live in customer_wishlist_product). */
export const customerWishlistDefinition = defineEntity({
  name: "customer_wishlist",
  table: "customer_wishlist",
  fields: { customerId: "id", salesChannelId: "id" },
  associations: {},
});
