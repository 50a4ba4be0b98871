import { createHash } from "node:crypto";
import { idFor, languageId, SEED_TIME } from "./ids.js";
import { SALES_CHANNEL_ID } from "./reference.js";
import type { SeedWriter } from "./writer.js";

/** The demo customer (seeded by demo-customer.ts under this agreed id) and its address. */
export const DEMO_CUSTOMER_ID = idFor("customer:demo");
export const DEMO_EMAIL = "demo@example.com";

/** Simple (variant-free) products of the demo catalogue on the demo customer's wishlist, newest first. */
export const DEMO_WISHLIST_PRODUCT_KEYS = [
  "prod.hygge-sofa",
  "prod.round-mirror",
  "prod.oak-frame",
  "prod.beeswax-tealights",
];

/** Shop settings read by the engagement features (Shopware keys, JSON values). */
export const ENGAGEMENT_CONFIG: Record<string, unknown> = {
  "core.newsletter.doubleOptIn": true,
  "core.newsletter.doubleOptInRegistered": false,
  "core.basicInformation.email": "shop@example.com",
  "core.basicInformation.shopName": "Demo Shop",
  // Shopware's default is "not required"; this shop's contact form asks for both names.
  "core.basicInformation.firstNameFieldRequired": true,
  "core.basicInformation.lastNameFieldRequired": true,
  "core.cart.wishlistEnabled": true,
  "core.listing.showReview": true,
  "core.listing.hideCloseoutProductsWhenOutOfStock": false,
  // Shopware's default is 24; this shop's categories hold 10–40 products, so 12 (whole rows at 2, 3 and 4 columns)
  // keeps a second page where a shopper expects one. The storefront sends no limit unless the shopper picks one.
  "core.listing.productsPerPage": 12,
};

/** Seeds this part of the demo shop (owned by the D work of issues 4/5). Rows go through the writer, flushed in the seed transaction. */
export async function seedDemoEngagement(writer: SeedWriter): Promise<void> {
  for (const [key, value] of Object.entries(ENGAGEMENT_CONFIG))
    writer.add("system_config", { key, value: JSON.stringify(value) });

  const wishlistId = idFor("wishlist:demo");
  writer.add("customer_wishlist", {
    id: wishlistId,
    customer_id: DEMO_CUSTOMER_ID,
    sales_channel_id: SALES_CHANNEL_ID,
  });
  // Entries a minute apart, the first key newest, so "newest first" is visible in the demo.
  const base = Date.parse(SEED_TIME);
  DEMO_WISHLIST_PRODUCT_KEYS.forEach((key, index) => {
    writer.add("customer_wishlist_product", {
      id: idFor(`wishlist:demo:${key}`),
      wishlist_id: wishlistId,
      product_id: idFor(key),
      created_at: new Date(base - index * 60_000).toISOString(),
    });
  });

  // demo@example.com confirmed the newsletter (status optIn), so the account page shows a subscription.
  writer.add("newsletter_recipient", {
    id: idFor("newsletter-recipient:demo"),
    email: DEMO_EMAIL,
    sales_channel_id: SALES_CHANNEL_ID,
    language_id: languageId("en-GB"),
    status: "optIn",
    hash: createHash("md5").update("newsletter-recipient:demo").digest("hex"),
    first_name: "Demo",
    last_name: "Customer",
    confirmed_at: SEED_TIME,
  });
}
