import { Browser, SERVER_BUSY_TEXTS, type Page, type RequestLog } from "./shopper-http.js";
import { createRandom } from "../../packages/store-api/seed/catalogue/random.js";
import { alerts, cartLines, fill, findForm, links, textOf, type ParsedForm } from "./shopper-html.js";
import type { CartKeeperResult, OrderAttempt, ShopperOptions, StepFailures } from "./shopper-types.js";

/**
 * One simulated shopper: a browser without JavaScript that, session after session (each a new visitor with an empty
 * cookie jar), browses home → categories (sometimes filtered) → product pages, searches, adds to the cart with the
 * product page's form, looks at the cart and — for a share of sessions — checks out as a guest through the checkout
 * page's forms (guest registration, invoice or cash on delivery, terms, place order) and reads the success page.
 * Every step is the storefront's real form or link; nothing goes to the Store API directly.
 */

const PRODUCT_PATH = /^\/[a-z0-9-]+\/[a-z]{2}-\d+(\.\d+)?$/i;
const CATEGORY_PATH = /^\/[a-z0-9-]+\/([a-z0-9-]+\/)?$/i;
const SUCCESS_PATH = /^\/checkout\/success\/([0-9a-f]{32})/;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Shopper {
  readonly orders: OrderAttempt[] = [];
  readonly stepFailures: StepFailures = new Map();
  sessions = 0;
  private readonly rand: () => number;
  private session = 0;

  constructor(
    readonly id: number,
    private readonly origin: string,
    private readonly log: RequestLog,
    private readonly options: ShopperOptions,
  ) {
    // Deterministic per shopper, so runs are comparable.
    this.rand = createRandom(id * 7919 + 17);
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items.length ? items[Math.floor(this.rand() * items.length)] : undefined;
  }

  private chance(p: number): boolean {
    return this.rand() < p;
  }

  private async think(factor = 1): Promise<void> {
    await sleep(this.options.thinkMs * factor * (0.5 + this.rand()));
  }

  private get open(): boolean {
    return this.log.now() < this.options.deadline;
  }

  private failed(step: string, page: Page): void {
    const entry = this.stepFailures.get(step) ?? { count: 0, example: "" };
    entry.count++;
    if (!entry.example)
      entry.example = `${page.status || page.error} at ${page.path}: ${textOf(/<main[\s\S]*?<\/main>/.exec(page.html)?.[0] ?? page.html).slice(0, 200)}`;
    this.stepFailures.set(step, entry);
  }

  /** Sessions until the deadline. */
  async run(): Promise<void> {
    // Spread the starts over the first seconds, as visitors do not all arrive at once.
    await sleep(this.rand() * Math.min(3000, this.options.thinkMs * 3));
    while (this.open) {
      await this.visit(new Browser(this.origin, this.log));
      await this.think();
    }
  }

  /**
   * Browse and maybe fill a cart; returns the cart lines the cart page showed (empty when nothing was added). A buyer
   * goes more directly to products and always adds what it looks at; a browser looks around more and now and then
   * leaves a cart behind.
   */
  async browseAndFill(
    browser: Browser,
    options: { closeout: boolean; buyer: boolean },
  ): Promise<Record<string, number>> {
    const home = await browser.get("home", "/");
    if (home.status !== 200) return {};
    await this.think();
    const categories = links(home.html).filter((path) => CATEGORY_PATH.test(path));
    const productPaths: string[] = links(home.html).filter((path) => PRODUCT_PATH.test(path));
    const categoryVisits = options.buyer ? (this.chance(0.3) ? 1 : 0) : 1 + Math.floor(this.rand() * 2);
    for (let i = 0; i < categoryVisits && this.open; i++) {
      const category = this.pick(categories);
      if (!category) break;
      let page = await browser.get("category", category);
      if (page.status === 200 && this.chance(0.5)) {
        const filters = findForm(
          page.html,
          category,
          undefined,
          (form) => form.choices.has("properties") || form.choices.has("manufacturer"),
        );
        if (filters) {
          await this.think(0.5);
          page = await browser.get(
            "category (filtered)",
            `${category}?${new URLSearchParams(this.filterQuery(filters)).toString()}`,
          );
        }
      }
      if (page.status === 200) productPaths.push(...links(page.html).filter((path) => PRODUCT_PATH.test(path)));
      await this.think();
    }
    if (this.chance(options.buyer ? 0.3 : 0.4) && this.open) {
      const term = this.pick(this.options.map.searchTerms) ?? "shirt";
      const search = findForm(home.html, "/search");
      const query = search ? fill(search, { search: term }) : [["search", term] as [string, string]];
      const page = await browser.get("search", `/search?${new URLSearchParams(query).toString()}`);
      if (page.status === 200)
        productPaths.push(
          ...links(page.html)
            .filter((path) => PRODUCT_PATH.test(path))
            .slice(0, 6),
        );
      await this.think();
    }
    let added = 0;
    for (
      let i = 0, n = options.buyer ? 1 + Math.floor(this.rand() * 2) : 1 + Math.floor(this.rand() * 3);
      i < n && this.open;
      i++
    ) {
      const path = this.pick(productPaths);
      if (!path) break;
      const product = await browser.get("product", path);
      await this.think();
      const add = options.buyer || (i === n - 1 && this.chance(0.3));
      if (product.status === 200 && add && (await this.addToCart(browser, product, this.chance(0.2) ? 2 : 1))) added++;
    }
    if (options.closeout && this.open) {
      const path = this.pick(this.options.map.closeouts);
      if (path) {
        const product = await browser.get("product (closeout)", path);
        await this.think(0.5);
        // A sold-out closeout has no buy form any more: nothing to add, as for a real visitor.
        if (
          product.status === 200 &&
          findForm(product.html, "/_action/cart", "add", (form) =>
            form.defaults.some(([name]) => name === "quantity"),
          ) &&
          (await this.addToCart(browser, product, 1))
        )
          added++;
      }
    }
    if (!added || !this.open) return {};
    const cart = await browser.get("cart page", "/checkout/cart");
    if (cart.status !== 200) return {};
    return cartLines(cart.html);
  }

  private filterQuery(form: ParsedForm): [string, string][] {
    const query: [string, string][] = [];
    for (const name of ["properties", "manufacturer"]) {
      const choices = form.choices.get(name) ?? [];
      const choice = this.pick(choices);
      if (choice && this.chance(0.7)) query.push([name, choice.value]);
    }
    const order = this.pick(form.selects.get("order") ?? []);
    if (order && this.chance(0.5)) query.push(["order", order.value]);
    if (!query.length) {
      const choice = this.pick(form.choices.get("properties") ?? form.choices.get("manufacturer") ?? []);
      if (choice) query.push([form.choices.has("properties") ? "properties" : "manufacturer", choice.value]);
    }
    return query;
  }

  /** The product page's buy box (the add form with a quantity field), submitted as a browser does. */
  private async addToCart(browser: Browser, product: Page, quantity: number): Promise<boolean> {
    const buy = findForm(product.html, "/_action/cart", "add", (form) =>
      form.defaults.some(([name]) => name === "quantity"),
    );
    if (!buy) return false;
    const page = await browser.post("cart add", buy.action, fill(buy, { quantity: String(quantity) }));
    await this.think(0.5);
    if (page.status !== 200) {
      this.failed("cart add", page);
      return false;
    }
    return true;
  }

  private async visit(browser: Browser): Promise<void> {
    const session = ++this.session;
    this.sessions++;
    const buyer = this.chance(this.options.orderShare);
    const cart = await this.browseAndFill(browser, {
      buyer,
      closeout: buyer && this.chance(this.options.closeoutShare),
    });
    if (Object.keys(cart).length === 0 || !this.open || !buyer) return;
    await this.checkout(browser, `load ${this.options.runId} shopper ${this.id} session ${session}`, cart);
  }

  /** Guest checkout through the checkout page's forms; the outcome is kept in `orders`. */
  async checkout(browser: Browser, marker: string, cart: Record<string, number>): Promise<void> {
    const email = `load-${this.options.runId}-${this.id}-${this.session}@example.com`;
    let page = await browser.get("checkout page", "/checkout");
    if (page.status !== 200) return this.failed("checkout page", page);
    await this.think();
    const register = findForm(page.html, "/checkout", "register");
    if (!register) return this.failed("guest registration form", page);
    const country =
      (register.selects.get("billingAddress.countryId") ?? []).find((option) => option.label === "Germany") ??
      (register.selects.get("billingAddress.countryId") ?? []).find((option) => option.value);
    page = await browser.post(
      "checkout: guest registration",
      register.action,
      fill(register, {
        guest: "1",
        email,
        "billingAddress.firstName": "Load",
        "billingAddress.lastName": `Shopper ${this.id}`,
        "billingAddress.street": `Teststraße ${this.session}`,
        "billingAddress.zipcode": "10115",
        "billingAddress.city": "Berlin",
        "billingAddress.countryId": country?.value,
        newsletter: undefined,
      }),
      "checkout page",
    );
    if (page.status !== 200 || !findForm(page.html, "/checkout", "order"))
      return this.failed("guest registration", page);
    await this.think();

    // Invoice or cash on delivery; sometimes express shipping.
    const payment = findForm(page.html, "/checkout", "paymentMethod");
    const wanted = this.chance(0.5) ? "Invoice" : "Cash on delivery";
    const method = (payment?.choices.get("paymentMethodId") ?? []).find((choice) => choice.label.startsWith(wanted));
    if (!payment || !method) return this.failed("payment method form", page);
    if (!method.selected) {
      page = await browser.post(
        "checkout: payment method",
        payment.action,
        fill(payment, { paymentMethodId: method.value }),
        "checkout page",
      );
      if (page.status !== 200) return this.failed("payment method", page);
      await this.think(0.5);
    }
    if (this.chance(0.2)) {
      const shipping = findForm(page.html, "/checkout", "shippingMethod");
      const express = (shipping?.choices.get("shippingMethodId") ?? []).find((choice) =>
        choice.label.startsWith("Express"),
      );
      if (shipping && express && !express.selected) {
        page = await browser.post(
          "checkout: shipping method",
          shipping.action,
          fill(shipping, { shippingMethodId: express.value }),
          "checkout page",
        );
        if (page.status !== 200) return this.failed("shipping method", page);
        await this.think(0.5);
      }
    }
    if (!this.open) return;

    const attempt: OrderAttempt = { marker, email, outcome: "ambiguous", submits: 0, cart };
    this.orders.push(attempt);
    for (;;) {
      const orderForm = findForm(page.html, "/checkout", "order");
      if (!orderForm) {
        // Back on the cart page: the cart is gone. After a failed submit that means the first one was placed.
        attempt.note = `no order form after ${attempt.submits} submit(s) (${page.status} ${page.path})`;
        return;
      }
      // Terms, and the withdrawal waiver when the cart holds downloads (the form shows the box only then).
      const waiver = orderForm.choices.has("waiver") ? "1" : undefined;
      const fields = fill(orderForm, { tos: "1", waiver, customerComment: marker });
      if (attempt.submits === 0 && this.chance(this.options.doubleClickShare)) {
        // A double click without JavaScript: the browser sends the form twice; the shop must place one order.
        attempt.submits += 2;
        attempt.doubleClick = true;
        const answers = await Promise.all([
          browser.post("checkout: place order", orderForm.action, fields, "success page"),
          browser.post("checkout: place order (2nd click)", orderForm.action, fields, "page after 2nd click"),
        ]);
        const placed = answers.filter((answer) => SUCCESS_PATH.test(answer.path));
        if (placed.length > 1)
          attempt.note = `both clicks answered with a success page: ${placed.map((answer) => answer.path).join(", ")}`;
        else
          attempt.note = `double click: ${answers.map((answer) => `${answer.status || answer.error} ${answer.path}${answer.status === 400 ? ` "${alerts(answer.html)}"` : ""}`).join(" / ")}`;
        page = placed[0] ?? answers[0];
      } else {
        attempt.submits++;
        page = await browser.post("checkout: place order", orderForm.action, fields, "success page");
      }
      const success = SUCCESS_PATH.exec(page.path);
      if (success) {
        attempt.outcome = "confirmed";
        attempt.orderId = success[1];
        attempt.orderNumber = /Your order number:\s*(?:<!-- -->)?\s*(\d+)/.exec(page.html)?.[1];
        return;
      }
      // A 400 with the form's own message is a refusal (out of stock, terms); a 'server is busy' page is not an answer.
      if (page.status === 400 && !SERVER_BUSY_TEXTS.some((text) => page.html.includes(text))) {
        attempt.outcome = "refused";
        attempt.note = alerts(page.html) || textOf(/<main[\s\S]*?<\/main>/.exec(page.html)?.[0] ?? "").slice(0, 300);
        // A refusal names what is wrong in the form; the cart itself is what the report checks, not the message.
        return;
      }
      // A transport error or a 5xx: the order may or may not exist. A browser user reloads the checkout and submits
      // again, which must never give a second order for the same cart.
      attempt.note = `submit ${attempt.submits}: ${page.status || page.error}`;
      if (this.log.now() > this.options.deadline + this.options.orderGraceMs || attempt.submits >= 5) return;
      // Reload the checkout until it answers (the backend may be down for a while).
      for (let reloads = 0; reloads < 20; reloads++) {
        await sleep(1000 + this.rand() * 1000);
        page = await browser.get("checkout page", "/checkout");
        if (page.status !== 0 && page.status < 500) break;
      }
    }
  }

  /**
   * Fault runs: a shopper that fills a cart before the backend is killed, waits for the restart and then reads its
   * cart again; it must hold the same lines.
   */
  async keepCart(ready: () => void, killed: Promise<void>, recovered: Promise<void>): Promise<CartKeeperResult> {
    const browser = new Browser(this.origin, this.log);
    let before: Record<string, number> = {};
    // Straight to two well-stocked products (the kill waits for these carts), no browsing on the way.
    for (let tries = 0; tries < 5 && Object.keys(before).length === 0; tries++) {
      for (const path of [this.pick(this.options.map.products), this.pick(this.options.map.products)]) {
        if (!path) continue;
        const product = await browser.get("product", path);
        if (product.status === 200) await this.addToCart(browser, product, 1);
      }
      const cart = await browser.get("cart page", "/checkout/cart");
      if (cart.status === 200) before = cartLines(cart.html);
    }
    const filledAt = this.log.now();
    ready();
    await killed;
    await recovered;
    // Like a visitor reloading: the storefront may need a moment after the backend is back.
    let page = await browser.get("cart page", "/checkout/cart");
    for (let tries = 1; tries < 5 && page.status !== 200; tries++) {
      await sleep(1000);
      page = await browser.get("cart page", "/checkout/cart");
    }
    const after = page.status === 200 ? cartLines(page.html) : null;
    const same =
      after !== null &&
      Object.keys(before).length > 0 &&
      JSON.stringify(Object.entries(before).sort()) === JSON.stringify(Object.entries(after).sort());
    // The cart that outlived the backend is then ordered, so orders right after a restart are checked too.
    if (after && Object.keys(after).length && this.open)
      await this.checkout(browser, `load ${this.options.runId} shopper ${this.id} kept cart`, after);
    return { shopper: this.id, before, after, afterStatus: page.status, same, filledAt };
  }
}
