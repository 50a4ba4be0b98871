import { useRef } from "react";
import { Form } from "react-router";
import { useEarlyChoice } from "../../lib/use-early-choice";
import { useHydrated } from "../../lib/use-hydrated";
import { useShop } from "../shop/ShopContext";
import { LIMIT_OPTIONS, withParams, type ListingView } from "./listing";
import { t } from "./messages";
import { useListingQuery } from "./use-listing-query";

/** Result count, sort and page size: a GET form that also works without JavaScript. */
export function ListingToolbar({ listing, basePath }: { listing: ListingView; basePath: string }) {
  const { locale } = useShop();
  const params = new URLSearchParams(listing.query);
  // With JavaScript a change applies at once, on top of a filter still loading; without it "Apply" submits the form.
  const listingQuery = useListingQuery(listing, basePath);
  const onChange = (name: "order" | "limit", value: string) =>
    listingQuery.go(withParams(listingQuery.current(), { [name]: value }));
  // A sort or page size picked before hydration applies once the app runs (the Apply button is only there without it).
  const form = useRef<HTMLFormElement>(null);
  useEarlyChoice(form, useHydrated(), (control) => {
    if (control.name === "order" || control.name === "limit") onChange(control.name, control.value);
  });
  const hidden = [...params.entries()].filter(([key]) => key !== "order" && key !== "limit" && key !== "p");

  return (
    <Form ref={form} method="get" action={basePath} className="flex flex-wrap items-end justify-between gap-4">
      {hidden.map(([key, value], index) => (
        <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
      ))}
      {/* A heading so the cards' h3 titles sit under an h2 on every page that shows a listing. */}
      <h2 className="text-sm font-normal text-neutral-700" aria-live="polite">
        {listing.total === 1
          ? t(locale.code, "resultCountOne")
          : t(locale.code, "resultCount", { count: listing.total })}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        {listing.sortings.length > 0 && (
          <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
            {t(locale.code, "sortBy")}
            <select
              name="order"
              defaultValue={listing.sorting ?? undefined}
              key={listing.sorting}
              onChange={(event) => onChange("order", event.currentTarget.value)}
              className="min-h-10 rounded-lg border border-neutral-300 bg-white px-3 text-base font-normal"
            >
              {listing.sortings.map((sorting) => (
                <option key={sorting.key} value={sorting.key}>
                  {sorting.label}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-medium text-neutral-800">
          {t(locale.code, "perPage")}
          <select
            name="limit"
            defaultValue={String(listing.limit)}
            key={listing.limit}
            onChange={(event) => onChange("limit", event.currentTarget.value)}
            className="min-h-10 rounded-lg border border-neutral-300 bg-white px-3 text-base font-normal"
          >
            {[...new Set([...LIMIT_OPTIONS, listing.limit])]
              .sort((a, b) => a - b)
              .map((limit) => (
                <option key={limit} value={limit}>
                  {limit}
                </option>
              ))}
          </select>
        </label>
        <noscript>
          <button
            type="submit"
            className="min-h-10 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium"
          >
            {t(locale.code, "apply")}
          </button>
        </noscript>
      </div>
    </Form>
  );
}
