import { Link } from "../../components/ui/Link";
import { Icon } from "../../components/ui/Icon";
import { pageNumbers } from "../listing/listing";
import { t as listingText } from "../listing/messages";
import { useShop } from "../shop/ShopContext";

const ITEM = "inline-flex size-10 items-center justify-center rounded-lg text-sm font-medium";

/** Page links `?p=` (plain links, so they work without JavaScript). */
export function WishlistPagination({
  page,
  pageCount,
  basePath,
}: {
  page: number;
  pageCount: number;
  basePath: string;
}) {
  const { locale } = useShop();
  if (pageCount <= 1) return null;
  const href = (target: number) => (target === 1 ? basePath : `${basePath}?p=${target}`);
  const text = (key: "previousPage" | "nextPage" | "pagination") => listingText(locale.code, key);
  return (
    <nav aria-label={text("pagination")}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <Link
              to={href(page - 1)}
              className={`${ITEM} text-neutral-800 hover:bg-neutral-100`}
              aria-label={text("previousPage")}
            >
              <Icon name="chevronLeft" />
            </Link>
          </li>
        )}
        {pageNumbers(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${ITEM} text-neutral-600`}>
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={href(number)}
                aria-label={listingText(locale.code, "pageNumber", { page: number })}
                aria-current={number === page ? "page" : undefined}
                className={`${ITEM} ${number === page ? "bg-brand-700 text-white" : "text-neutral-800 hover:bg-neutral-100"}`}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              to={href(page + 1)}
              className={`${ITEM} text-neutral-800 hover:bg-neutral-100`}
              aria-label={text("nextPage")}
            >
              <Icon name="chevronRight" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
