import { useEffect } from "react";
import { useFetcher } from "react-router";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { SUGGEST_MIN_LENGTH, type SuggestResult } from "./suggest";
import { SuggestionRow } from "./SuggestionRow";

/** A suggest request: the term the shopper typed, once the debounce has passed (`serial`: each typing a new one). */
export interface SuggestRequest {
  term: string;
  serial: number;
}

/** What the box's input needs of the suggestions shown: the options' links (keyboard), the total (live status). */
export interface SuggestSummary {
  options: string[];
  total: number;
}

interface SearchSuggestionsProps {
  /** the field's trimmed value */
  term: string;
  request: SuggestRequest | null;
  active: number;
  searchPath: string;
  optionId: (index: number) => string;
  onSelect: (href: string) => void;
  /** The suggestions for `term`, or null while there are none for it (SearchSuggest's keyboard and status). */
  onSummary: (summary: SuggestSummary | null) => void;
}

/**
 * The suggest box's behaviour beyond its form (SearchSuggest.tsx): fetching suggestions and the options of its
 * listbox. A chunk of its own, loaded when the shopper first points at, focuses or types in the box (issue 15,
 * first-load JS); a request made before it arrived is fetched when it mounts.
 */
export function SearchSuggestions({
  term,
  request,
  active,
  searchPath,
  optionId,
  onSelect,
  onSummary,
}: SearchSuggestionsProps) {
  const { locale } = useShop();
  const fetcher = useFetcher<SuggestResult>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: each request is fetched once (the fetcher's identity changes with its state)
  useEffect(() => {
    if (request)
      fetcher.load(`${localizePath("/search-suggest", locale)}?${new URLSearchParams({ search: request.term })}`);
  }, [request]);

  const result = fetcher.data && fetcher.data.term === term ? fetcher.data : null;
  const loading = term.length >= SUGGEST_MIN_LENGTH && (fetcher.state !== "idle" || !result);
  const showAllHref = `${searchPath}?${new URLSearchParams({ search: term })}`;
  const closeTermHref = (closeTerm: string) => `${searchPath}?${new URLSearchParams({ search: closeTerm })}`;
  const closeTerms = result?.closeTerms ?? [];
  const options = result
    ? [
        ...result.products.map((product) => product.href),
        ...(result.total > 0 ? [showAllHref] : []),
        ...closeTerms.map(closeTermHref),
      ]
    : [];
  const summaryKey = result ? JSON.stringify([result.total, options]) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the summary changes with its key (a new array every render)
  useEffect(() => onSummary(result ? { options, total: result.total } : null), [summaryKey]);

  return (
    <>
      {loading && !result
        ? [0, 1, 2].map((index) => (
            <li key={index} aria-hidden="true" className="flex items-center gap-3 p-2 motion-safe:animate-pulse">
              <span className="size-12 rounded-md bg-neutral-200" />
              <span className="h-4 flex-1 rounded bg-neutral-200" />
            </li>
          ))
        : result?.products.map((product, index) => (
            <SuggestionRow
              key={product.id}
              id={optionId(index)}
              product={product}
              active={active === index}
              onSelect={() => onSelect(product.href)}
            />
          ))}
      {result && result.total > 0 && (
        <li
          id={optionId(result.products.length)}
          role="option"
          aria-selected={active === result.products.length}
          onClick={() => onSelect(showAllHref)}
          className={`cursor-pointer rounded-lg p-3 text-center text-sm font-medium text-brand-700 ${active === result.products.length ? "bg-brand-50" : "hover:bg-neutral-50"}`}
        >
          {result.total === 1 ? t(locale.code, "showOne") : t(locale.code, "showAll", { total: result.total })}
        </li>
      )}
      {result && result.total === 0 && (
        <li role="option" aria-selected="false" aria-disabled="true" className="p-3 text-sm text-neutral-700">
          {t(locale.code, "suggestNone")}
        </li>
      )}
      {/* Like the no-results page: close terms that do find products, each opening its search. */}
      {closeTerms.map((closeTerm, index) => (
        <li
          key={closeTerm}
          id={optionId(index)}
          role="option"
          aria-selected={active === index}
          onClick={() => onSelect(closeTermHref(closeTerm))}
          className={`cursor-pointer rounded-lg px-3 py-2 text-sm ${active === index ? "bg-brand-50" : "hover:bg-neutral-50"}`}
        >
          <span className="text-neutral-700">{t(locale.code, "closeTerms")}</span>{" "}
          <span className="font-medium text-brand-700 underline underline-offset-2">{closeTerm}</span>
        </li>
      ))}
    </>
  );
}
