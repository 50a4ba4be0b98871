import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { localizePath, stripLocalePrefix } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import type { SuggestRequest, SuggestSummary } from "./SearchSuggestions";
import { SUGGEST_MIN_LENGTH } from "./suggest";
import { useInputValue } from "../forms/useInputValue";

const DEBOUNCE_MS = 250;

type SuggestionsModule = typeof import("./SearchSuggestions");
let suggestions: Promise<SuggestionsModule> | undefined;

/** The suggestions' chunk, loaded once (a failed load is forgotten: the next focus tries again). */
function loadSuggestions(): Promise<SuggestionsModule> {
  suggestions ??= import("./SearchSuggestions").catch((error: unknown) => {
    suggestions = undefined;
    throw error;
  });
  return suggestions;
}

interface SearchSuggestProps {
  /** the initial term; on the search page it defaults to the term being shown */
  defaultValue?: string;
  className?: string;
}

/**
 * The product search: a GET form to /search (works without JavaScript) whose input is an ARIA combobox.
 * With JavaScript it suggests up to 10 products as the shopper types, plus "show all N results". What fetches and
 * shows the suggestions (SearchSuggestions.tsx) is loaded when the shopper first points at, focuses or types in the
 * box (issue 15, first-load JS); the form, the field and its keyboard handling are here, so nothing typed is lost.
 */
export function SearchSuggest({ defaultValue = "", className = "" }: SearchSuggestProps) {
  const { locale } = useShop();
  const navigate = useNavigate();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const location = useLocation();
  const shownTerm =
    stripLocalePrefix(location.pathname) === "/search"
      ? (new URLSearchParams(location.search).get("search") ?? "")
      : "";
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [request, setRequest] = useState<SuggestRequest | null>(null);
  const [summary, setSummary] = useState<SuggestSummary | null>(null);
  const [loaded, setLoaded] = useState<SuggestionsModule | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchPath = localizePath("/search", locale);
  // After a search the box shows the term of the results page, and it empties again elsewhere; a term typed before
  // hydration is kept, and suggested for if the shopper is still in the box.
  const pageTerm = defaultValue || shownTerm;
  const {
    ref: inputRef,
    value,
    setValue,
  } = useInputValue(pageTerm, {
    onAdopt: (typed) => document.activeElement === inputRef.current && onInput(typed),
    onFollow: () => setOpen(false),
  });
  const term = value.trim();

  useEffect(() => () => clearTimeout(timer.current), []);

  const options = summary?.options ?? [];
  const load = () => {
    // Without the chunk the box is the plain search form it is without JavaScript.
    if (!loaded) loadSuggestions().then(setLoaded, () => {});
  };
  const expanded = open && term.length >= SUGGEST_MIN_LENGTH;

  const onInput = (next: string) => {
    setValue(next);
    setOpen(true);
    setActive(-1);
    load();
    clearTimeout(timer.current);
    const trimmed = next.trim();
    if (trimmed.length < SUGGEST_MIN_LENGTH) return;
    timer.current = setTimeout(
      () => setRequest((previous) => ({ term: trimmed, serial: (previous?.serial ?? 0) + 1 })),
      DEBOUNCE_MS,
    );
  };

  const go = (href: string) => {
    setOpen(false);
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (expanded) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is "back in the input": stepping past either end returns there.
      setActive((current) => {
        const next = current + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
    } else if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      go(options[active]!);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = active < options.length ? active : -1;

  return (
    <Form
      method="get"
      action={searchPath}
      role="search"
      className={`relative ${className}`}
      onSubmit={() => setOpen(false)}
      onPointerEnter={load}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t(locale.code, "searchLabel")}
      </label>
      <div className="flex items-center rounded-lg border border-neutral-300 bg-white focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30">
        <input
          id={`${id}-input`}
          type="search"
          name="search"
          ref={inputRef}
          value={value}
          required
          maxLength={100}
          autoComplete="off"
          placeholder={t(locale.code, "placeholder")}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          onChange={(event) => onInput(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setOpen(true);
            load();
          }}
          onBlur={() => setOpen(false)}
          className="min-h-10 w-full min-w-0 rounded-lg bg-transparent px-3 text-base outline-none placeholder:text-neutral-500 [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg text-neutral-700 hover:text-brand-700"
        >
          <Icon name="search" label={t(locale.code, "submit")} />
        </button>
      </div>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t(locale.code, "suggestions")}
        hidden={!expanded}
        // Keeps focus in the input while an option is clicked, so blur does not close the list first.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-neutral-200 bg-white p-1 shadow-lg sm:min-w-96"
      >
        {loaded && (
          <loaded.SearchSuggestions
            term={term}
            request={request}
            active={activeIndex}
            searchPath={searchPath}
            optionId={optionId}
            onSelect={go}
            onSummary={setSummary}
          />
        )}
      </ul>
      <p className="sr-only" role="status">
        {expanded && summary
          ? summary.total
            ? t(locale.code, "suggestCount", { count: summary.total })
            : t(locale.code, "suggestNone")
          : ""}
      </p>
    </Form>
  );
}
