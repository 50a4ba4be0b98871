/**
 * Money, the one place amounts change representation (issue 16).
 *
 * - **Calculation**: integer minor units of the context currency, `10^decimals` per unit, where `decimals` is the
 *   currency's `itemRounding.decimals` (Shopware's CashRoundingConfig): cents for EUR, whole yen for JPY (0), fils for
 *   KWD (3). The cart calculator, promotions, shipping and the order writer work only in these.
 * - **Storage**: the database's integer money columns (product and shipping prices, promotion values, order amounts,
 *   a currency's tax-free limit) hold hundredths, `STORAGE_DECIMALS`, whatever the currency (the DAL filters, sorts
 *   and aggregates over them across currencies). `fromStorage`/`toStorage` are the DB mapping.
 * - **JSON**: decimals, as the Store API answers and takes them. `toDecimal`/`toMinor` are the HTTP boundary.
 */

/** Decimal places of the database's integer money columns. */
export const STORAGE_DECIMALS = 2;

/** What a conversion needs to know of a currency: its decimals (CashRoundingConfig::decimals). */
export interface Precision {
  decimals: number;
}

const scale = (decimals: number): number => 10 ** decimals;

/**
 * Drops binary floating-point noise (19.99 * 100 = 1998.9999999999998) before rounding. An integer of up to 15
 * digits has none and is its own 15-digit form (the text round trip is the cost of a listing's price building;
 * `+ 0` gives 0 for -0, as the round trip does).
 */
const clean = (value: number): number =>
  Number.isInteger(value) && Math.abs(value) < 1e15 ? value + 0 : Number(value.toPrecision(15));

/** PHP's round(): half away from zero. */
export const roundHalfAway = (value: number): number => Math.sign(value) * Math.round(Math.abs(clean(value)));

/** A decimal amount (Store API JSON) as integer minor units of a currency with `decimals`. */
export const toMinor = (decimal: number, decimals: number): number => roundHalfAway(decimal * scale(decimals));

/** Minor units of a currency with `decimals` as the decimal amount the Store API shows. */
export const toDecimal = (minor: number, decimals: number): number => clean(minor / scale(decimals));

/** A stored amount (hundredths) in minor units of a currency with `decimals`, unrounded (the caller rounds). */
export const fromStorage = (stored: number, decimals: number): number =>
  clean(stored * scale(decimals - STORAGE_DECIMALS));

/** Minor units of a currency with `decimals` as a stored amount (hundredths). */
export const toStorage = (minor: number, decimals: number): number =>
  roundHalfAway(minor * scale(STORAGE_DECIMALS - decimals));

/** A stored amount (hundredths) as a decimal, for stored values shown without a calculation (DAL output). */
export const storageToDecimal = (stored: number): number => toDecimal(stored, STORAGE_DECIMALS);

/** A decimal as a stored amount (hundredths), for values compared with stored columns (DAL filters). */
export const decimalToStorage = (decimal: number): number => toMinor(decimal, STORAGE_DECIMALS);

/** The minor units of one step of `interval` (e.g. 0.05 → 5 at two decimals), at least 1. */
export const intervalMinor = (interval: number, decimals: number): number => Math.max(1, toMinor(interval, decimals));
