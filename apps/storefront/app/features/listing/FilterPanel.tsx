import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import {
  FILTER_PARAMS,
  queryFromForm,
  resetFiltersQuery,
  withListParam,
  withParams,
  type FilterOptionView,
  type ListingView,
} from "./listing";
import { ListingLink } from "./ListingLink";
import { t } from "./messages";
import { PriceField } from "./PriceField";
import { useListingQuery } from "./use-listing-query";
import { isOneOf } from "../../lib/unknown";

interface FilterPanelProps {
  listing: ListingView;
  basePath: string;
  /**
   * In the phone sheet choices are drafts: nothing navigates until "Show N products", whose N (and each option's
   * count) comes from the listing data route for the draft. `onApplied` closes the sheet.
   */
  sheet?: { onApplied: () => void };
}

/** How many property groups start open; a group with a ticked option always does. */
const OPEN_GROUPS = 3;

/** One filter group as a native disclosure, so it folds without JavaScript too. */
function FilterGroup({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="group border-t border-neutral-200">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-semibold text-neutral-900 [&::-webkit-details-marker]:hidden">
        {title}
        <Icon
          name="chevronDown"
          size={18}
          className="shrink-0 text-neutral-500 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <fieldset className="flex flex-col gap-1 pb-4">
        <legend className="sr-only">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

/** Whether the listing applies the form's box or radio `name=value`. */
function applies(listing: ListingView, name: string, value: string): boolean {
  switch (name) {
    case "manufacturer":
      return listing.manufacturers.some((entry) => entry.id === value && entry.selected);
    case "properties":
      return listing.properties.some((group) => group.options.some((entry) => entry.id === value && entry.selected));
    case "rating":
      return listing.rating?.selected === Number(value);
    case "shipping-free":
      return listing.shippingFree.selected;
    default:
      return false;
  }
}

/**
 * The boxes and radios show what a listing that lands applies. A box keyed by its state is re-created when that state
 * changes; one the shopper ticked while a listing loaded that then does not apply it (a later "Reset all", a chip of
 * another filter that landed first) keeps its state and would stay ticked. Only once nothing is loading: the listing
 * drawn then holds every choice made, each one having built on the one before (useListingQuery).
 */
function useTogglesFollowListing(form: RefObject<HTMLFormElement | null>, listing: ListingView, enabled: boolean) {
  const idle = useNavigation().state === "idle";
  const drawn = useRef(listing);
  useLayoutEffect(() => {
    if (!enabled || !idle || drawn.current === listing || !form.current) return;
    drawn.current = listing;
    for (const input of form.current.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]")) {
      input.checked = applies(listing, input.name, input.value);
    }
  }, [form, listing, idle, enabled]);
}

/**
 * All filters in one GET form. Without JavaScript "Apply" submits it (repeated `properties=` params are
 * understood by the server); with JavaScript a ticked box navigates at once to the canonical `|`-joined URL, and
 * "Apply" applies the prices. Both build on the listing being loaded if there is one (useListingQuery), so a choice
 * made before the last one landed adds to it.
 */
export function FilterPanel({ listing, basePath, sheet }: FilterPanelProps) {
  const { locale, currency } = useShop();
  const draft = useFetcher<ListingView>();
  const [draftQuery, setDraftQuery] = useState<string | null>(null);
  const listingQuery = useListingQuery(listing, basePath);
  const current = listingQuery.current;
  const form = useRef<HTMLFormElement>(null);
  // The sheet's boxes are drafts until "Show N products": a listing landing meanwhile leaves them as they are.
  useTogglesFollowListing(form, listing, !sheet);
  const text = (key: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale.code, key, values);
  // With JavaScript a choice in the column applies at once; in the sheet it only updates the draft.
  const go = (query: string) => {
    if (!sheet) listingQuery.go(query);
  };
  const kept = [...new URLSearchParams(listing.query).entries()].filter(
    ([key]) => key !== "p" && !isOneOf(FILTER_PARAMS, key),
  );
  const source = listing.navigationId
    ? { navigationId: listing.navigationId }
    : listing.search
      ? { search: listing.search }
      : null;
  // The draft's listing, once loaded for the current draft: its total and counts replace the page's own.
  const preview = draftQuery !== null && draft.data && draft.state === "idle" ? draft.data : null;
  const countOf = (kind: "manufacturers" | "properties", entry: FilterOptionView): number | null => {
    if (!preview) return entry.count;
    const options =
      kind === "manufacturers" ? preview.manufacturers : preview.properties.flatMap((group) => group.options);
    return options.find((option) => option.id === entry.id)?.count ?? (entry.count === null ? null : 0);
  };
  const shownTotal = preview ? preview.total : listing.total;

  const option = (name: "manufacturer" | "properties", entry: FilterOptionView) => {
    const count = countOf(name === "manufacturer" ? "manufacturers" : "properties", entry);
    return (
      <label
        key={entry.id}
        className="flex min-h-9 cursor-pointer items-center gap-2.5 rounded-md text-sm text-neutral-800 hover:text-neutral-950"
      >
        <input
          type="checkbox"
          name={name}
          value={entry.id}
          defaultChecked={entry.selected}
          key={`${entry.id}-${entry.selected}`}
          onChange={(event) => go(withListParam(current(), name, entry.id, event.currentTarget.checked))}
          className="size-4 shrink-0 accent-brand-700"
        />
        {entry.color && (
          <span
            aria-hidden="true"
            className="size-5 shrink-0 rounded-full border border-neutral-300"
            style={{ backgroundColor: entry.color }}
          />
        )}
        <span className="min-w-0 flex-1">{entry.label}</span>
        {count !== null && <span className="text-xs tabular-nums text-neutral-600">({count})</span>}
      </label>
    );
  };
  const formQuery = (form: HTMLFormElement) =>
    queryFromForm([...new FormData(form).entries()].map(([key, value]): [string, string] => [key, String(value)]));
  const groupOpen = (index: number, options: FilterOptionView[]) =>
    index < OPEN_GROUPS || options.some((entry) => entry.selected);

  return (
    <Form
      ref={form}
      method="get"
      action={basePath}
      className="flex flex-col"
      aria-label={text("filters")}
      onChange={(event) => {
        if (!sheet || !source) return;
        const query = formQuery(event.currentTarget);
        setDraftQuery(query);
        const params = new URLSearchParams(query);
        for (const [key, value] of Object.entries(source)) params.set(key, value);
        draft.load(`${localizePath("/listing-data", locale)}?${params.toString()}`);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        // The sheet's form holds every draft choice; the column's boxes have applied already, its prices apply now.
        const form = new FormData(event.currentTarget);
        const price = (name: string) => String(form.get(name) ?? "").trim() || null;
        const query = sheet
          ? formQuery(event.currentTarget)
          : withParams(current(), { "min-price": price("min-price"), "max-price": price("max-price") });
        listingQuery.go(query);
        sheet?.onApplied();
      }}
    >
      {kept.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      {listing.price && (
        <FilterGroup title={text("price")} open>
          <div className="flex gap-2">
            {(["min-price", "max-price"] as const).map((name) => (
              <PriceField
                key={name}
                name={name}
                label={`${text(name === "min-price" ? "minPrice" : "maxPrice")} (${currency.symbol})`}
                placeholder={String(name === "min-price" ? listing.price!.min : listing.price!.max)}
                applied={String((name === "min-price" ? listing.price!.selectedMin : listing.price!.selectedMax) ?? "")}
              />
            ))}
          </div>
        </FilterGroup>
      )}
      {listing.manufacturers.length > 0 && (
        <FilterGroup title={text("manufacturer")} open>
          {listing.manufacturers.map((entry) => option("manufacturer", entry))}
        </FilterGroup>
      )}
      {listing.properties.map((group, index) => (
        <FilterGroup key={group.id} title={group.label} open={groupOpen(index, group.options)}>
          {group.options.map((entry) => option("properties", entry))}
        </FilterGroup>
      ))}
      {listing.rating && (
        <FilterGroup
          title={text("rating")}
          open={listing.rating.selected !== null || listing.properties.length < OPEN_GROUPS}
        >
          {/* "1 star and up" would be every rated product, so the choice starts at 2. */}
          {Array.from({ length: Math.max(0, listing.rating.max - 1) }, (_, index) => listing.rating!.max - index).map(
            (value) => (
              <label key={value} className="flex min-h-9 cursor-pointer items-center gap-2.5 text-sm text-neutral-800">
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  defaultChecked={listing.rating!.selected === value}
                  key={`${value}-${listing.rating!.selected}`}
                  onChange={() => go(withParams(current(), { rating: value }))}
                  className="size-4 accent-brand-700"
                />
                {text("ratingAtLeast", { rating: value })}
              </label>
            ),
          )}
        </FilterGroup>
      )}
      {listing.shippingFree.available && (
        <fieldset className="border-t border-neutral-200 py-2">
          <legend className="sr-only">{text("shippingFree")}</legend>
          <label className="flex min-h-9 cursor-pointer items-center gap-2.5 text-sm font-semibold text-neutral-900">
            <input
              type="checkbox"
              name="shipping-free"
              value="1"
              defaultChecked={listing.shippingFree.selected}
              key={String(listing.shippingFree.selected)}
              onChange={(event) =>
                go(withParams(current(), { "shipping-free": event.currentTarget.checked ? 1 : null }))
              }
              className="size-4 accent-brand-700"
            />
            {text("shippingFree")}
          </label>
        </fieldset>
      )}
      <div
        className={`flex flex-wrap gap-2 border-t border-neutral-200 pt-4 ${sheet ? "sticky bottom-0 -mx-4 -mb-4 bg-white p-4 shadow-[0_-4px_12px_rgb(0_0_0/0.06)]" : ""}`}
      >
        <button
          type="submit"
          aria-busy={(sheet && draft.state !== "idle") || undefined}
          className="min-h-11 flex-1 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
        >
          {sheet ? text("showProducts", { count: shownTotal }) : text("apply")}
        </button>
        {sheet && (
          <p role="status" className="sr-only">
            {preview ? text("showProducts", { count: shownTotal }) : ""}
          </p>
        )}
        {listing.activeFilters.length > 0 && (
          <ListingLink
            listing={listing}
            basePath={basePath}
            apply={resetFiltersQuery}
            preventScrollReset
            className="inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium text-brand-700 underline"
          >
            {text("resetAll")}
          </ListingLink>
        )}
      </div>
    </Form>
  );
}
