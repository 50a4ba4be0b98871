import { defineMessages } from "../../lib/messages";

/**
 * The add button's own strings: product cards appear on most pages, and importing the cart's full
 * dictionary (every cart error in three languages) would ship it with all of them.
 */
export const t = defineMessages<"addToCart">({
  "en-GB": { addToCart: "Add to cart" },
  "pl-PL": { addToCart: "Dodaj do koszyka" },
  testde: { addToCart: "In den Warenkorb" },
});
