import { createHash } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCustomer,
  pickProduct,
  placeOrder,
  setPaymentMethod,
  STOREFRONT,
} from "../../src/modules/order/order.fixtures.js";
import { createTestApp, type TestApp } from "../helpers.js";

/** Security headers on what the backend serves itself: Store API JSON, the DemoPay HTML page, invoice PDFs, media. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function expectNosniff(response: LightMyRequestResponse, label: string): void {
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
}

async function gatewayToken(): Promise<string> {
  const customer = await createCustomer(t);
  await setPaymentMethod(t, customer.token, "demo-gateway");
  const order = await placeOrder(t, customer, (await pickProduct(t)).id);
  const start = (
    await t.api("POST", "/handle-payment", {
      token: customer.token,
      body: { orderId: order.id, finishUrl: `${STOREFRONT}/done`, errorUrl: `${STOREFRONT}/failed` },
    })
  ).json() as { redirectUrl: string };
  return start.redirectUrl.split("/").pop() as string;
}

describe("Store API JSON", () => {
  it("every answer, success or error envelope, is JSON with X-Content-Type-Options: nosniff", async () => {
    const answers: [string, LightMyRequestResponse][] = [
      ["GET /context", await t.api("GET", "/context")],
      ["POST /search", await t.api("POST", "/search", { body: { search: "shirt", limit: 1 } })],
      ["unknown route 404", await t.api("GET", "/no-such-route")],
      [
        "malformed JSON 400",
        await t.app.inject({
          method: "POST",
          url: "/store-api/search",
          headers: { "sw-access-key": "x", "content-type": "application/json" },
          payload: "{",
        }),
      ],
      ["missing access key 401", await t.app.inject({ method: "GET", url: "/store-api/context" })],
      ["over-long path parameter", await t.api("GET", `/product/${"a".repeat(600)}`)],
      ["outside the Store API", await t.app.inject({ method: "GET", url: "/nothing-here" })],
    ];
    for (const [label, response] of answers) {
      expect(response.headers["content-type"], label).toMatch(/^application\/json/);
      expectNosniff(response, label);
    }
  });
});

describe("DemoPay gateway page (HTML)", () => {
  const strictCsp = (csp: string | undefined) => {
    expect(csp).toBeDefined();
    const directives = new Map(
      (csp ?? "")
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
    expect(directives.get("default-src")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    // No script source at all: the page works with plain forms.
    expect(directives.has("script-src")).toBe(false);
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    return directives;
  };

  it("the live page: strict CSP (frame-ancestors 'none', forms only to the shop and the redirect targets), nosniff, no-store, no referrer", async () => {
    const page = await t.app.inject({ method: "GET", url: `/payment/demo-gateway/${await gatewayToken()}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(strictCsp(page.headers["content-security-policy"] as string).get("form-action")).toEqual([
      "'self'",
      STOREFRONT,
    ]);
    expectNosniff(page, "gateway page");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.body).not.toMatch(/<script|<iframe|\son\w+=/i);
    // The page's one style block is the one the CSP's hash allows.
    const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toHaveLength(1);
    const hash = createHash("sha256").update(styles[0]).digest("base64");
    expect(strictCsp(page.headers["content-security-policy"] as string).get("style-src")).toEqual([`'sha256-${hash}'`]);
  });

  it("the 'no longer valid' page gets the same strict policy", async () => {
    const gone = await t.app.inject({ method: "GET", url: "/payment/demo-gateway/unknown-token" });
    expect(gone.statusCode).toBe(410);
    expect(strictCsp(gone.headers["content-security-policy"] as string).get("form-action")).toEqual(["'self'"]);
    expectNosniff(gone, "gone page");
  });
});

describe("invoice PDF and media downloads", () => {
  it("the invoice is application/pdf, nosniff, with a safe Content-Disposition even for a hostile stored file name", async () => {
    const customer = await createCustomer(t);
    const order = await placeOrder(t, customer, (await pickProduct(t)).id);
    const document = await t.db
      .selectFrom("document")
      .select(["id", "deep_link_code"])
      .where("order_id", "=", order.id as string)
      .executeTakeFirstOrThrow();
    const url = `/document/download/${document.id}/${document.deep_link_code}`;
    const pdf = await t.api("GET", url, { token: customer.token });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expectNosniff(pdf, "invoice");
    expect(pdf.headers["content-disposition"]).toMatch(
      /^inline; filename="invoice_\d+\.pdf"; filename\*=UTF-8''invoice_\d+\.pdf$/,
    );

    await t.db
      .updateTable("document")
      .set({ file_name: '../x"; filename="evil.html\r\nSet-Cookie: a=b.pdf' })
      .where("id", "=", document.id)
      .execute();
    const hostile = await t.api("GET", `${url}?download=1`, { token: customer.token });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.headers["set-cookie"]).toBeUndefined();
    expect(hostile.headers["content-disposition"]).toMatch(
      /^attachment; filename="[^";\\/\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/,
    );
  });

  it("media files are nosniff too", async () => {
    const media = await t.db
      .selectFrom("media")
      .select("path")
      .where("path", "like", "%.webp")
      .limit(1)
      .executeTakeFirst();
    if (!media) throw new Error("the seed has no webp media");
    const file = await t.app.inject({ method: "GET", url: `/media/${media.path}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/webp");
    expectNosniff(file, "media");
  });
});
