import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, firstError, type TestApp } from "../../../test/helpers.js";
import { addProductFixtures, FX } from "../../../test/product-fixtures.js";
import { setSystemConfig } from "../mail/system-config.js";
import { customerSession } from "../wishlist/customer-session.testkit.js";
import { approveReview, detachReviewsOf } from "./review.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t.close());

const CONTENT = "Soft linen, true to size, and it survived twenty washes without fading.";
const review = (productId: string, body: unknown, token?: string) =>
  t.api("POST", `/product/${productId}/review`, { token, body });
const titles = async (productId: string, token?: string) =>
  (
    (await t.api("POST", `/product/${productId}/reviews`, { token, body: {} })).json() as {
      elements: { title: string; status: boolean }[];
    }
  ).elements.map((r) => r.title);

describe("saveProductReview", () => {
  it("stores a pending review (204) that only its author sees until it is approved", async () => {
    const author = await customerSession(t, { firstName: "Rosa" });
    const other = await customerSession(t);
    const response = await review(FX.charlie, { title: "Lovely mug", content: CONTENT, points: 4 }, author.token);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe("");

    const row = await t.db
      .selectFrom("product_review")
      .selectAll()
      .where("customer_id", "=", author.customerId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      product_id: FX.charlie,
      status: 0,
      points: 4,
      external_user: "Rosa",
      external_email: author.email,
      title: "Lovely mug",
    });

    expect(await titles(FX.charlie, author.token)).toContain("Lovely mug");
    expect(await titles(FX.charlie, other.token)).not.toContain("Lovely mug");
    expect(await titles(FX.charlie)).not.toContain("Lovely mug");

    await t.db.updateTable("product_review").set({ status: 1 }).where("id", "=", row.id).execute();
    expect(await titles(FX.charlie)).toContain("Lovely mug");
  });

  it("keeps one review per customer and product: a second one is refused, editing by id sends it back to moderation", async () => {
    const author = await customerSession(t);
    await review(FX.juliet, { title: "Good coffee", content: CONTENT, points: 3 }, author.token);
    const [first] = await t.db
      .selectFrom("product_review")
      .select(["id"])
      .where("customer_id", "=", author.customerId)
      .execute();
    await approveReview(t.db, first.id);
    const rating = async () =>
      (await t.db.selectFrom("product").select("rating_average").where("id", "=", FX.juliet).executeTakeFirstOrThrow())
        .rating_average;
    expect(Number(await rating())).toBe(3);

    const second = await review(
      FX.juliet,
      { title: "Great coffee", content: CONTENT, points: "5", name: "R." },
      author.token,
    );
    expect(second.statusCode).toBe(400);
    expect(firstError(second)).toMatchObject({ code: "VIOLATION::ENTITY_EXISTS", source: { pointer: "/customerId" } });
    expect(
      (await review(FX.juliet, { id: first.id, title: "Great coffee!", content: CONTENT, points: 5 }, author.token))
        .statusCode,
    ).toBe(204);
    const rows = await t.db
      .selectFrom("product_review")
      .selectAll()
      .where("customer_id", "=", author.customerId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: first.id, title: "Great coffee!", points: 5, status: 0 });
    // Back in moderation, it no longer counts towards the listing rating.
    expect(await rating()).toBeNull();
  });

  it("validates title (5+), content (40+) and points (1-5) with violations", async () => {
    const { token } = await customerSession(t);
    const response = await review(FX.alpha, { title: "Meh", content: "Too short.", points: 7 }, token);
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { errors: { code: string; source: { pointer: string } }[] }).errors.map(
      (e) => `${e.source.pointer} ${e.code}`,
    );
    expect(errors).toEqual([
      "/title VIOLATION::TOO_SHORT_ERROR",
      "/content VIOLATION::TOO_SHORT_ERROR",
      "/points VIOLATION::NOT_IN_RANGE_ERROR",
    ]);
    const blank = await review(FX.alpha, {}, token);
    expect(
      (blank.json() as { errors: { code: string; source: { pointer: string } }[] }).errors.map(
        (e) => `${e.source.pointer} ${e.code}`,
      ),
    ).toEqual([
      "/title VIOLATION::IS_BLANK_ERROR",
      "/content VIOLATION::IS_BLANK_ERROR",
      "/points VIOLATION::IS_BLANK_ERROR",
    ]);
    const wrongType = await review(FX.alpha, { title: 5, content: [], points: {} }, token);
    expect(wrongType.statusCode).toBe(400);
    expect(firstError(wrongType).code).toBe("VIOLATION::INVALID_TYPE_ERROR");
  });

  it("404 CONTENT__PRODUCT_NOT_FOUND for an inactive or unknown product, 400 for a malformed id", async () => {
    const { token } = await customerSession(t);
    for (const productId of [FX.foxtrot, "e".repeat(32)]) {
      const response = await review(productId, { title: "Hello there", content: CONTENT, points: 3 }, token);
      expect(response.statusCode).toBe(404);
      expect(firstError(response).code).toBe("CONTENT__PRODUCT_NOT_FOUND");
    }
    expect(firstError(await review("xyz", {}, token)).code).toBe("FRAMEWORK__INVALID_UUID");
  });

  it("403 for anonymous visitors and guests, and PRODUCT__REVIEW_NOT_ACTIVE when reviews are off", async () => {
    const body = { title: "Hello there", content: CONTENT, points: 3 };
    const anonymous = await review(FX.alpha, body);
    expect(anonymous.statusCode).toBe(403);
    expect(firstError(anonymous).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    const guest = await customerSession(t, { guest: true });
    expect(firstError(await review(FX.alpha, body, guest.token)).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    const { token } = await customerSession(t);
    await setSystemConfig(t.db, "core.listing.showReview", false);
    try {
      const off = await review(FX.alpha, body, token);
      expect(off.statusCode).toBe(403);
      expect(firstError(off).code).toBe("PRODUCT__REVIEW_NOT_ACTIVE");
    } finally {
      await setSystemConfig(t.db, "core.listing.showReview", true);
    }
  });

  it("detachReviewsOf keeps a deleted customer's reviews without the account link", async () => {
    const author = await customerSession(t);
    await review(FX.charlie, { title: "Nice mug here", content: CONTENT, points: 4 }, author.token);
    await detachReviewsOf(t.db, author.customerId);
    const row = await t.db
      .selectFrom("product_review")
      .selectAll()
      .where("title", "=", "Nice mug here")
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBeNull();
  });
});
