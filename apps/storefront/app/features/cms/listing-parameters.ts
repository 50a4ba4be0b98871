/**
 * The listing parameters of a page URL passed to category and landing-page reads, which hand them
 * to the layout's product-listing element.
 */
const LISTING_KEYS = ["p", "order", "limit", "manufacturer", "properties", "min-price", "max-price", "rating", "shipping-free"];

export function listingParameters(url: URL): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = { p: 1, limit: 10 };
  for (const key of LISTING_KEYS) {
    const value = url.searchParams.get(key);
    if (value === null || value === "") continue;
    if (key === "p" || key === "limit" || key === "rating") {
      const number = Number.parseInt(value, 10);
      if (Number.isFinite(number) && number > 0) body[key] = number;
    } else if (key === "min-price" || key === "max-price") {
      const number = Number.parseFloat(value);
      if (Number.isFinite(number) && number >= 0) body[key] = number;
    } else if (key === "shipping-free") {
      if (value === "1" || value === "true") body[key] = true;
    } else {
      body[key] = value;
    }
  }
  return body;
}
