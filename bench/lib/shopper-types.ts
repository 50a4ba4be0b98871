/** The shoppers' own types (lib/shopper.ts): what they know of the shop, and what they report back to the run. */

/** What the shoppers know of the shop before they start (read from the seeded database). */
export interface ShopMap {
  /** Product pages of closeouts with little stock left: the oversell check needs shoppers fighting over them. */
  closeouts: string[];
  /** Product pages of simple products with plenty of stock (the fault run's cart keepers buy these). */
  products: string[];
  searchTerms: string[];
}

export interface ShopperOptions {
  map: ShopMap;
  runId: string;
  /** Run clock (RequestLog.now()) after which no new session or step starts. */
  deadline: number;
  /** An order already sent may still be retried (after a transport error) until deadline + this. */
  orderGraceMs: number;
  thinkMs: number;
  /** Share of sessions that are buyers: they go to products more directly and check out. */
  orderShare: number;
  /** Share of buyer sessions that also put a low-stock closeout into the cart. */
  closeoutShare: number;
  /** Share of checkouts whose "Place order" is double-clicked (two concurrent posts of the form). */
  doubleClickShare: number;
}

export type OrderOutcome = "confirmed" | "refused" | "ambiguous";

/** One checkout of one cart (its marker travels in the order comment, so the database can tell its orders apart). */
export interface OrderAttempt {
  marker: string;
  email: string;
  outcome: OrderOutcome;
  orderId?: string;
  orderNumber?: string;
  /** Times "Place order" was submitted for this cart (a retry follows a transport or 5xx error; a double click is 2). */
  submits: number;
  doubleClick?: boolean;
  /** Why it was refused or is ambiguous (the page's message). */
  note?: string;
  /** Product line items the shopper saw in the cart right before ordering: product id → quantity. */
  cart: Record<string, number>;
}

/** A cart step that could not be done (a missing form, an unexpected page), by step: the run reports them. */
export type StepFailures = Map<string, { count: number; example: string }>;

export interface CartKeeperResult {
  shopper: number;
  before: Record<string, number>;
  after: Record<string, number> | null;
  afterStatus: number;
  same: boolean;
  /** Run clock when the cart was filled (must be before the kill to count). */
  filledAt: number;
}
