import type { LightMyRequestResponse } from "fastify";
import { idFor } from "../../seed/ids.js";
import { countryId, currencyId, paymentMethodId, shippingMethodId } from "../../seed/reference.js";
import {
  createCustomer,
  pickProduct,
  placeOrder,
  addToCart,
  type TestCustomer,
} from "../../src/modules/order/order.fixtures.js";
import { Fixtures } from "../conformance/fixtures.js";
import { ACCESS_KEY, LANGUAGE, STOREFRONT_URL, type TestApp } from "../helpers.js";
import type { BaseRequest, FuzzCase } from "./cases.js";
import type { OperationInputs } from "./schema-inputs.js";

/** The password createCustomer registers with (customer.test-helpers registerBody). */
const PASSWORD = "secret123";
const SAMPLE_ID = "0123456789abcdef0123456789abcdef";

/**
 * Operations whose well-formed variants may end the session they run in (log out, delete the account, change the
 * password or email, log another account in): the logged-in session is checked before each of their cases.
 */
const SESSION_ENDING = new Set([
  "logoutCustomer",
  "deleteCustomer",
  "loginCustomer",
  "register",
  "registerConfirm",
  "convertGuest",
  "changePassword",
  "changeEmail",
  "recoveryPassword",
]);

export type Mode = "anonymous" | "customer";

/**
 * The world the fuzzer runs in: a registered, confirmed and logged-in customer with an order, an anonymous session
 * with a product in its cart, and well-formed ids for every path parameter and known body field, so each hostile
 * value is the only thing wrong with its request.
 */
export class FuzzSession {
  private customer!: TestCustomer;
  private anonymousToken = "";
  private orderId = SAMPLE_ID;
  private productId = "";
  private values: Record<string, unknown> = {};
  private params: Record<string, string> = {};
  private ipCounter = 0;
  /** Requests sent through send(), for the report. */
  requests = 0;

  constructor(private readonly t: TestApp) {}

  async prepare(): Promise<void> {
    const f = new Fixtures(this.t);
    this.productId = (await pickProduct(this.t, "physical")).id;
    this.customer = await createCustomer(this.t);
    this.orderId = String((await placeOrder(this.t, this.customer, this.productId)).id);
    await this.renewAnonymous();
    const variant = await f.variantProduct();
    const rootId = await f.rootCategoryId();
    const listingCategoryId = await f.listingCategoryId();
    this.params = {
      addressId: this.customer.billingAddressId,
      // A listing page rather than the home page: the home layout costs ~100 ms a request, ten times a listing's,
      // and the hostile input reaches the same criteria and listing code either way.
      navigationId: listingCategoryId,
      activeId: rootId,
      rootId,
      categoryId: listingCategoryId,
      id: await f.cmsPageId(),
      countryId: await f.countryWithStatesId(),
      customerGroupId: await f.registrationGroupId(),
      productId: this.productId,
      documentId: SAMPLE_ID,
      deepLinkCode: "fuzz",
      landingPageId: await f.landingPageId(),
      orderId: this.orderId,
      downloadId: SAMPLE_ID,
      filePath: await f.sitemapFile(),
    };
    const address = {
      salutationId: idFor("salutation.mr"),
      firstName: "Fuzz",
      lastName: "Tester",
      street: "Fuzzweg 1",
      zipcode: "10115",
      city: "Berlin",
      countryId: countryId("DE"),
    };
    this.values = {
      ...address,
      email: this.customer.email,
      emailConfirmation: this.customer.email,
      username: this.customer.email,
      password: PASSWORD,
      newPassword: PASSWORD,
      newPasswordConfirm: PASSWORD,
      storefrontUrl: STOREFRONT_URL,
      languageId: LANGUAGE.en,
      currencyId: currencyId("EUR"),
      paymentMethodId: paymentMethodId("cash-on-delivery"),
      shippingMethodId: shippingMethodId("standard"),
      billingAddress: address,
      accountType: "private",
      hash: "f".repeat(32),
      em: "0".repeat(40),
      option: "subscribe",
      subject: "Fuzz subject",
      comment: "A comment written by the fuzz suite.",
      title: "Fuzz title",
      content: "Review content written by the fuzz suite.",
      points: 3,
      orderId: this.orderId,
      productIds: [this.productId],
      items: [{ type: "product", referencedId: this.productId, quantity: 1 }],
      options: variant.options.map((o) => o.optionId),
      search: "shirt",
    };
    this.perOperation = {
      readMedia: { body: { ids: await f.mediaIds(2) } },
      removeLineItem: { body: { ids: [this.productId] } },
      updateLineItem: { body: { items: [{ id: this.productId, quantity: 2 }] } },
      searchProductVariantIds: { params: { productId: variant.parentId } },
      readProductCrossSellings: { params: { productId: await f.crossSellingProductId() } },
      register: { body: { email: "fuzz-register@example.com" } },
    };
  }

  private perOperation: Record<string, { params?: Record<string, string>; body?: Record<string, unknown> }> = {};

  /** Path parameters and a body built from the schema's fields: required ones and those with a known good value. */
  base(inputs: OperationInputs): BaseRequest {
    const override = this.perOperation[inputs.operationId] ?? {};
    const body: Record<string, unknown> = {};
    for (const field of inputs.body ?? []) {
      if (field.path.length !== 1) continue;
      const name = String(field.path[0]);
      const known = this.values[name];
      if (known !== undefined && !inputs.criteria) body[name] = known;
      else if (field.required) body[name] = known ?? defaultFor(field.types[0]);
    }
    return { params: { ...this.params, ...override.params }, body: { ...body, ...override.body } };
  }

  private async renewAnonymous(): Promise<void> {
    const response = await this.t.api("GET", "/context");
    this.anonymousToken = response.headers["sw-context-token"] as string;
    await addToCart(this.t, this.anonymousToken, this.productId);
  }

  private async isLoggedIn(token: string): Promise<boolean> {
    const response = await this.t.api("GET", "/context", { token });
    return response.statusCode === 200 && (response.json() as { customer: unknown }).customer != null;
  }

  /** The mode's token, made sure of (a fresh customer or anonymous session when an earlier case ended it). */
  async token(mode: Mode, operationId: string, firstCase: boolean): Promise<string> {
    if (!firstCase && !SESSION_ENDING.has(operationId))
      return mode === "customer" ? this.customer.token : this.anonymousToken;
    if (mode === "customer") {
      if (!(await this.isLoggedIn(this.customer.token))) this.customer = await createCustomer(this.t);
      return this.customer.token;
    }
    if (await this.isLoggedIn(this.anonymousToken)) await this.renewAnonymous();
    return this.anonymousToken;
  }

  /**
   * Sends one case. Each request comes from its own client address, so the rate limiters (login, forms, recovery)
   * let it through to the validation and business code instead of answering 429 to everything after the first few.
   */
  async send(fuzzCase: FuzzCase, token: string): Promise<LightMyRequestResponse> {
    this.ipCounter += 1;
    const ip = `10.${(this.ipCounter >> 16) & 255}.${(this.ipCounter >> 8) & 255}.${this.ipCounter & 255}`;
    const headers: Record<string, string> = {
      "sw-access-key": ACCESS_KEY,
      "sw-context-token": token,
      "x-forwarded-for": ip,
      ...fuzzCase.headers,
    };
    if (fuzzCase.payload !== undefined && fuzzCase.contentType) headers["content-type"] = fuzzCase.contentType;
    this.requests += 1;
    return this.t.app.inject({
      method: fuzzCase.method as "POST",
      url: `/store-api${fuzzCase.url}`,
      headers,
      ...(fuzzCase.payload !== undefined ? { payload: fuzzCase.payload } : {}),
    });
  }
}

function defaultFor(type: string | undefined): unknown {
  switch (type) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return false;
    case "array":
      return [];
    case "object":
      return {};
    default:
      return "fuzz";
  }
}

/**
 * What is wrong with an answer, or null: a server error, or a 4xx that is not the Store API error envelope
 * (JSON `{"errors":[…]}`, each entry with string status, code, title and detail).
 */
export function answerProblem(response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `server error ${status}`;
  if (status < 400) return null;
  const type = String(response.headers["content-type"] ?? "");
  if (!type.includes("application/json")) return `${status} with content-type "${type}"`;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `${status} with a body that is not JSON`;
  }
  const entries = (body as { errors?: unknown }).errors;
  if (!Array.isArray(entries) || entries.length === 0) return `${status} without an errors[] list`;
  for (const entry of entries as Record<string, unknown>[]) {
    for (const key of ["status", "code", "title", "detail"]) {
      if (typeof entry?.[key] !== "string") return `${status}: error entry without a string "${key}"`;
    }
    if (!/^[45]\d\d$/.test(entry.status as string)) return `${status}: error entry status "${String(entry.status)}"`;
  }
  return null;
}

/** The logged-in mode must really be logged in: its baseline request is never refused as anonymous. */
export function sessionProblem(response: LightMyRequestResponse): string | null {
  return response.statusCode === 403 && response.body.includes("CHECKOUT__CUSTOMER_NOT_LOGGED_IN")
    ? "the customer session was not logged in"
    : null;
}
