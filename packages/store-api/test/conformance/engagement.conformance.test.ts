import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idFor } from "../../seed/ids.js";
import { customerSession } from "../../src/modules/wishlist/customer-session.testkit.js";
import { readOutbox } from "../../src/modules/mail/mail.js";
import { createTestApp, STOREFRONT_URL, type TestApp } from "../helpers.js";
import { expectConformant, expectEnvelope, send } from "./conformance.js";

// The engagement operations of issue 5 (newsletter, wishlist, review, contact form) against the official schema of
// @shopware/api-client: each 2xx body validates, each error is a proper envelope with its code.

let t: TestApp;
let session: { token: string; customerId: string; email: string };
const SOFA = idFor("prod.hygge-sofa");
const MIRROR = idFor("prod.round-mirror");
const REVIEW = {
  title: "Comfortable sofa",
  content: "Sturdy frame, soft cushions, and the linen covers wash well at forty degrees.",
  points: 5,
};

beforeAll(async () => {
  t = await createTestApp();
  session = await customerSession(t, { email: "conformance@example.com" });
});
afterAll(async () => t.close());

describe("newsletter", () => {
  it("subscribeToNewsletter → 200 {success, status}", async () => {
    const response = await send(t, "subscribeToNewsletter", {
      body: { email: "news@example.com", option: "subscribe", storefrontUrl: STOREFRONT_URL },
    });
    expect(expectConformant("subscribeToNewsletter", response, { status: 200 })).toMatchObject({
      success: true,
      status: "notSet",
    });
  });

  it("confirmNewsletter and unsubscribeToNewsletter → 200 success", async () => {
    const { hash, em } = (await readOutbox(t.db, { to: "news@example.com" }))[0].data as { hash: string; em: string };
    expectConformant("confirmNewsletter", await send(t, "confirmNewsletter", { body: { hash, em } }), { status: 200 });
    expectConformant(
      "unsubscribeToNewsletter",
      await send(t, "unsubscribeToNewsletter", { body: { email: "news@example.com" } }),
      { status: 200 },
    );
  });

  it("readNewsletterRecipient → 200 account_newsletter_recipient", async () => {
    const body = expectConformant(
      "readNewsletterRecipient",
      await send(t, "readNewsletterRecipient", { token: session.token, body: {} }),
      { status: 200 },
    );
    expect(body).toEqual({ status: "undefined", apiAlias: "account_newsletter_recipient" });
  });

  it("error envelopes", async () => {
    expectEnvelope(
      await send(t, "subscribeToNewsletter", { body: { email: "x" } }),
      400,
      "VIOLATION::INVALID_EMAIL_FORMAT_ERROR",
    );
    expectEnvelope(
      await send(t, "confirmNewsletter", { body: { hash: "nope", em: "nope" } }),
      400,
      "CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND",
    );
    expectEnvelope(await send(t, "unsubscribeToNewsletter", { body: {} }), 400, "CONTENT__MISSING_EMAIL_PARAMETER");
    expectEnvelope(await send(t, "readNewsletterRecipient", { body: {} }), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });
});

describe("wishlist", () => {
  it("addProductOnWishlist, mergeProductOnWishlist → 200 success; readCustomerWishlist → 200 with priced products", async () => {
    expectConformant(
      "addProductOnWishlist",
      await send(t, "addProductOnWishlist", { token: session.token, params: { productId: SOFA } }),
      { status: 200 },
    );
    expectConformant(
      "mergeProductOnWishlist",
      await send(t, "mergeProductOnWishlist", { token: session.token, body: { productIds: [MIRROR] } }),
      { status: 200 },
    );
    const body = expectConformant(
      "readCustomerWishlist",
      await send(t, "readCustomerWishlist", { token: session.token, body: { "total-count-mode": "exact", limit: 15 } }),
      { status: 200 },
    ) as {
      products: { elements: { id: string; calculatedPrice: unknown }[]; total: number };
    };
    expect(body.products.total).toBe(2);
    expect(body.products.elements.map((p) => p.id)).toEqual([MIRROR, SOFA]);
    expect(body.products.elements.every((p) => p.calculatedPrice)).toBe(true);
  });

  it("deleteProductOnWishlist → 200 success", async () => {
    expectConformant(
      "deleteProductOnWishlist",
      await send(t, "deleteProductOnWishlist", { token: session.token, params: { productId: SOFA } }),
      { status: 200 },
    );
  });

  it("error envelopes", async () => {
    expectEnvelope(await send(t, "readCustomerWishlist", { body: {} }), 403, "CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    const other = await customerSession(t);
    expectEnvelope(
      await send(t, "readCustomerWishlist", { token: other.token, body: {} }),
      404,
      "CHECKOUT__WISHLIST_NOT_FOUND",
    );
    expectEnvelope(
      await send(t, "addProductOnWishlist", { token: session.token, params: { productId: MIRROR } }),
      400,
      "CHECKOUT__DUPLICATE_WISHLIST_PRODUCT",
    );
    expectEnvelope(
      await send(t, "addProductOnWishlist", { token: session.token, params: { productId: "0".repeat(32) } }),
      404,
      "CONTENT__PRODUCT_NOT_FOUND",
    );
    expectEnvelope(
      await send(t, "deleteProductOnWishlist", { token: session.token, params: { productId: SOFA } }),
      404,
      "CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND",
    );
    expectEnvelope(
      await send(t, "mergeProductOnWishlist", { token: session.token, body: {} }),
      400,
      "CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING",
    );
  });
});

describe("review and contact form", () => {
  // Both are documented as a 200 without a body; this backend answers saveProductReview with Shopware 6.6's 204 and
  // the contact form with its ContactFormRouteResponse JSON, which every client accepts.
  it("saveProductReview → 204 without a body", async () => {
    const response = await send(t, "saveProductReview", {
      token: session.token,
      params: { productId: SOFA },
      body: REVIEW,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe("");
  });

  it("sendContactMail → 200 contact_form_result", async () => {
    const response = await send(t, "sendContactMail", {
      body: {
        firstName: "Ann",
        lastName: "Lee",
        email: "ann@example.com",
        subject: "Hello",
        comment: "A question about sizes.",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ individualSuccessMessage: "", apiAlias: "contact_form_result" });
  });

  it("error envelopes", async () => {
    expectEnvelope(
      await send(t, "saveProductReview", { params: { productId: SOFA }, body: REVIEW }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    expectEnvelope(
      await send(t, "saveProductReview", {
        token: session.token,
        params: { productId: SOFA },
        body: { ...REVIEW, title: "Hi" },
      }),
      400,
      "VIOLATION::TOO_SHORT_ERROR",
    );
    expectEnvelope(
      await send(t, "saveProductReview", { token: session.token, params: { productId: "0".repeat(32) }, body: REVIEW }),
      404,
      "CONTENT__PRODUCT_NOT_FOUND",
    );
    expectEnvelope(
      await send(t, "sendContactMail", { body: { email: "ann@example.com" } }),
      400,
      "VIOLATION::IS_BLANK_ERROR",
    );
  });
});
