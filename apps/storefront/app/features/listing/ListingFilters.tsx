import { useState, type KeyboardEvent } from "react";
import { Modal } from "../../components/ui/Modal";
import { useHydrated } from "../../lib/use-hydrated";
import { useShop } from "../shop/ShopContext";
import { FilterPanel } from "./FilterPanel";
import type { ListingView } from "./listing";
import { t } from "./messages";

const FILTERS_ID = "listing-filters";
const SHEET_ID = "listing-filter-sheet";
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, summary";

/** Whether the listing has anything to filter by. */
export function hasFilters(listing: ListingView): boolean {
  return Boolean(
    listing.price ||
      listing.manufacturers.length ||
      listing.properties.length ||
      listing.rating ||
      listing.shippingFree.available,
  );
}

/** Tab and Shift+Tab wrap around inside the sheet, so focus never leaves it while it is open. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The filter panel: a column on desktop. On smaller screens a "Show filters" control opens it: with JavaScript a
 * bottom sheet (a modal dialog: focus kept inside, Escape closes) whose button counts the products of the choices
 * before they apply; without it a full-screen panel reached by its #fragment (:target) with an Apply button.
 * Also usable on its own (a CMS sidebar-filter element).
 */
export function ListingFilters({ listing, basePath }: { listing: ListingView; basePath: string }) {
  const { locale } = useShop();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hasFilters(listing)) return null;
  const label = (
    <>
      {t(locale.code, "openFilters")}
      {listing.activeFilters.length > 0 && ` (${listing.activeFilters.length})`}
    </>
  );
  const opener =
    "inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium lg:hidden";
  return (
    <div>
      {hydrated ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={SHEET_ID}
          onClick={() => setOpen(true)}
          className={opener}
        >
          {label}
        </button>
      ) : (
        <a href={`#${FILTERS_ID}`} className={opener}>
          {label}
        </a>
      )}
      <aside
        id={FILTERS_ID}
        aria-label={t(locale.code, "filters")}
        className="fixed inset-0 z-40 hidden overflow-y-auto bg-white p-4 target:block lg:static lg:z-auto lg:block lg:overflow-visible lg:p-0"
      >
        <div className="mb-4 flex items-center justify-between lg:hidden">
          <h2 className="text-lg font-semibold">{t(locale.code, "filters")}</h2>
          <a href="#" className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 underline">
            {t(locale.code, "closeFilters")}
          </a>
        </div>
        <FilterPanel listing={listing} basePath={basePath} />
      </aside>
      {hydrated && open && (
        <Modal
          open
          id={SHEET_ID}
          title={t(locale.code, "filters")}
          closeLabel={t(locale.code, "closeFilters")}
          onClose={() => setOpen(false)}
          onKeyDown={trapFocus}
          className="mx-0 mb-0 mt-auto max-h-[85dvh] w-full max-w-none overflow-y-auto overscroll-contain rounded-t-2xl bg-white p-0 text-neutral-900 shadow-xl backdrop:bg-neutral-950/40 lg:hidden"
        >
          <FilterPanel listing={listing} basePath={basePath} sheet={{ onApplied: () => setOpen(false) }} />
        </Modal>
      )}
    </div>
  );
}
