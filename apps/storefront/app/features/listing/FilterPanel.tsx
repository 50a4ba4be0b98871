import { Form, Link, useNavigate } from "react-router";
import { useShop } from "../shop/ShopContext";
import { FILTER_PARAMS, queryFromForm, withParams, type FilterOptionView, type ListingView } from "./listing";
import { t } from "./messages";

interface FilterPanelProps {
  listing: ListingView;
  basePath: string;
}

const FIELDSET = "flex flex-col gap-2 border-t border-neutral-200 pt-4";
const LEGEND = "mb-2 text-sm font-semibold text-neutral-900";

/**
 * All filters in one GET form. Without JavaScript "Apply" submits it (repeated `properties=` params are
 * understood by the server); with JavaScript a ticked box navigates at once to the canonical `|`-joined URL.
 */
export function FilterPanel({ listing, basePath }: FilterPanelProps) {
  const { locale, currency } = useShop();
  const navigate = useNavigate();
  const text = (key: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale.code, key, values);
  const go = (query: string) => navigate(`${basePath}${query}`, { preventScrollReset: true });
  const kept = [...new URLSearchParams(listing.query).entries()].filter(
    ([key]) => key !== "p" && !(FILTER_PARAMS as readonly string[]).includes(key),
  );

  const option = (name: "manufacturer" | "properties", entry: FilterOptionView) => (
    <label key={entry.id} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-neutral-800">
      <input
        type="checkbox"
        name={name}
        value={entry.id}
        defaultChecked={entry.selected}
        key={`${entry.id}-${entry.selected}`}
        onChange={() => go(entry.toggleQuery)}
        className="size-4 accent-brand-700"
      />
      {entry.color && (
        <span aria-hidden="true" className="size-5 rounded-full border border-neutral-300" style={{ backgroundColor: entry.color }} />
      )}
      {entry.label}
    </label>
  );

  return (
    <Form
      method="get"
      action={basePath}
      className="flex flex-col gap-4"
      aria-label={text("filters")}
      onSubmit={(event) => {
        event.preventDefault();
        const entries = [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)] as [string, string]);
        go(queryFromForm(entries));
      }}
    >
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      {listing.price && (
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{text("price")}</legend>
          <div className="flex gap-2">
            {(["min-price", "max-price"] as const).map((name) => (
              <label key={name} className="flex flex-1 flex-col gap-1 text-xs text-neutral-700">
                {`${text(name === "min-price" ? "minPrice" : "maxPrice")} (${currency.symbol})`}
                <input
                  type="number"
                  name={name}
                  min={0}
                  step="any"
                  inputMode="decimal"
                  placeholder={String(name === "min-price" ? listing.price!.min : listing.price!.max)}
                  defaultValue={(name === "min-price" ? listing.price!.selectedMin : listing.price!.selectedMax) ?? ""}
                  key={`${name}-${listing.query}`}
                  className="min-h-10 w-full rounded-lg border border-neutral-300 px-3 text-base"
                />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {listing.manufacturers.length > 0 && (
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{text("manufacturer")}</legend>
          {listing.manufacturers.map((entry) => option("manufacturer", entry))}
        </fieldset>
      )}
      {listing.properties.map((group) => (
        <fieldset key={group.id} className={FIELDSET}>
          <legend className={LEGEND}>{group.label}</legend>
          {group.options.map((entry) => option("properties", entry))}
        </fieldset>
      ))}
      {listing.rating && (
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{text("rating")}</legend>
          {/* "1 star and up" would be every rated product, so the choice starts at 2. */}
          {Array.from({ length: Math.max(0, listing.rating.max - 1) }, (_, index) => listing.rating!.max - index).map((value) => (
            <label key={value} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-neutral-800">
              <input
                type="radio"
                name="rating"
                value={value}
                defaultChecked={listing.rating!.selected === value}
                key={`${value}-${listing.rating!.selected}`}
                onChange={() => go(withParams(listing.query, { rating: value }))}
                className="size-4 accent-brand-700"
              />
              {text("ratingAtLeast", { rating: value })}
            </label>
          ))}
        </fieldset>
      )}
      {listing.shippingFree.available && (
        <fieldset className={FIELDSET}>
          <legend className="sr-only">{text("shippingFree")}</legend>
          <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-neutral-800">
            <input
              type="checkbox"
              name="shipping-free"
              value="1"
              defaultChecked={listing.shippingFree.selected}
              key={String(listing.shippingFree.selected)}
              onChange={(event) => go(withParams(listing.query, { "shipping-free": event.currentTarget.checked ? 1 : null }))}
              className="size-4 accent-brand-700"
            />
            {text("shippingFree")}
          </label>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-2 border-t border-neutral-200 pt-4">
        <button type="submit" className="min-h-10 flex-1 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800">
          {text("apply")}
        </button>
        {listing.activeFilters.length > 0 && (
          <Link to={`${basePath}${listing.resetQuery}`} preventScrollReset className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-brand-700 underline">
            {text("resetAll")}
          </Link>
        )}
      </div>
    </Form>
  );
}
