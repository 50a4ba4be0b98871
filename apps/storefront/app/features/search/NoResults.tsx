import type { ReactNode } from "react";
import { Link } from "../../components/ui/Link";
import type { LocaleCode } from "../../lib/i18n";
import { NavigationLink } from "../navigation/NavigationLink";
import { navigationKey, type NavigationItem } from "../navigation/navigation";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

const MAX_CATEGORIES = 6;

/** The main navigation's first linked categories: top-level entries, or the children of a folder. */
export function topCategories(items: NavigationItem[], max = MAX_CATEGORIES): NavigationItem[] {
  return items.flatMap((item) => (item.href ? [item] : item.children.filter((child) => child.href))).slice(0, max);
}

interface NoResultsProps {
  term: string;
  /** Close terms that find products (the Store API's searchSuggestions). */
  closeTerms: string[];
  locale: LocaleCode;
  /** The locale's search page path ("/pl-PL/search"). */
  searchPath: string;
}

const CHIP =
  "inline-block rounded-full border border-neutral-300 px-4 py-2 text-neutral-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2";

/** A titled row of link chips (close terms, categories); nothing when there are no links. */
function ChipSection({ id, title, links }: { id: string; title: string; links: { key: string; link: ReactNode }[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-base font-semibold text-neutral-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {links.map(({ key, link }) => (
          <li key={key}>{link}</li>
        ))}
      </ul>
    </section>
  );
}

/** A search that found nothing: the message, close terms that do find products, and the top categories. */
export function NoResults({ term, closeTerms, locale, searchPath }: NoResultsProps) {
  const categories = topCategories(useShop().navigation);
  return (
    <div className="rounded-xl border border-dashed border-neutral-300 p-8 text-center">
      <p className="text-lg font-medium text-neutral-900">{t(locale, "noResults", { term })}</p>
      <p className="mt-2 text-neutral-700">{t(locale, "noResultsHint")}</p>
      <ChipSection
        id="search-close-terms"
        title={t(locale, "closeTerms")}
        links={closeTerms.map((closeTerm) => ({
          key: closeTerm,
          link: (
            <Link to={`${searchPath}?search=${encodeURIComponent(closeTerm)}`} className={CHIP}>
              {closeTerm}
            </Link>
          ),
        }))}
      />
      <ChipSection
        id="search-top-categories"
        title={t(locale, "topCategories")}
        links={categories.map((category) => ({
          key: navigationKey(category),
          link: <NavigationLink item={category} className={CHIP} />,
        }))}
      />
    </div>
  );
}
