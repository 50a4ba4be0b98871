import { formatDecimal } from "../../lib/format-price";
import { Link } from "../../components/ui/Link";
import type { Locale } from "../../lib/i18n";
import { t } from "./messages";
import { RatingStars } from "../../components/ui/RatingStars";
import type { ReviewsView } from "./reviews";
import { ReviewEntry } from "../reviews/ReviewEntry";
import { t as reviewText } from "../reviews/messages";
import { dateTimeFormat } from "../../lib/intl";

interface ProductReviewsProps {
  reviews: ReviewsView;
  locale: Locale;
  path: string;
  /** The reviewed product; read from the product page's data when not given. */
  productId?: string;
}

/** Average, distribution and one page of reviews (pages are plain links, `?reviews-page=`), and the review form. */
export function ProductReviews({ reviews, locale, path, productId }: ProductReviewsProps) {
  const dateFormat = dateTimeFormat(locale.languageCode, { dateStyle: "medium", timeZone: "UTC" });
  const reviewsLink = (page: number, language: ReviewsView["language"]) => {
    const query = new URLSearchParams();
    if (page > 1) query.set("reviews-page", String(page));
    if (language === "all") query.set("reviews-language", "all");
    const search = query.toString();
    return `${path}${search ? `?${search}` : ""}#reviews`;
  };
  const pageLink = (page: number) => reviewsLink(page, reviews.language);
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-8">
      <h2 id="reviews-heading" className="text-[22px] font-semibold text-neutral-950">
        {t(locale.code, "reviews")} <span className="text-neutral-600">({reviews.total})</span>
      </h2>
      <div className="mt-4 grid gap-8 md:grid-cols-[16rem_1fr]">
        <div>
          {reviews.average !== null && (
            <p className="flex items-center gap-2">
              <span className="text-[36px] font-semibold">{formatDecimal(reviews.average, locale.languageCode)}</span>
              <RatingStars rating={reviews.average} size={20} />
              <span className="sr-only">
                {t(locale.code, "ratingSummary", { rating: formatDecimal(reviews.average, locale.languageCode) })}
              </span>
            </p>
          )}
          {/* .rh (app.css): one class for the five rows instead of their utilities on every element (issue 15). */}
          <dl className="rh">
            {reviews.distribution.map(({ stars, count }) => (
              <div key={stars}>
                <dt>
                  {/* "N out of 5 stars" reads right in every language, unlike a bare "N stars" plural. */}
                  <span aria-hidden="true">{stars}</span>
                  <span className="sr-only">{t(locale.code, "ratedStars", { points: stars })}</span>
                </dt>
                <dd>
                  {/* The bar: its filled share is a custom property of one element (drawn by .rh's gradient). */}
                  <span
                    aria-hidden="true"
                    style={{ "--share": `${reviews.total ? (count / reviews.total) * 100 : 0}%` }}
                  />
                  <span>{count}</span>
                </dd>
              </div>
            ))}
          </dl>
          <div className="mt-6">
            <ReviewEntry locale={locale} productId={productId} />
          </div>
        </div>
        <div>
          {/* The page's language first; the others behind a plain link (works without JavaScript). */}
          <p className="mb-4 text-sm">
            <Link
              to={reviewsLink(1, reviews.language === "all" ? "page" : "all")}
              preventScrollReset
              className="text-brand-700 underline"
            >
              {t(locale.code, reviews.language === "all" ? "reviewsInMyLanguage" : "reviewsInAllLanguages")}
            </Link>
          </p>
          {reviews.reviews.length === 0 ? (
            <p className="text-neutral-700">{t(locale.code, "noReviews")}</p>
          ) : (
            <ul className="divide-y divide-neutral-200">
              {reviews.reviews.map((review) => (
                <li key={review.id} className="py-4 first:pt-0">
                  <article>
                    <div className="flex items-center gap-2">
                      <RatingStars rating={review.points} />
                      <span className="sr-only">{t(locale.code, "ratedStars", { points: review.points })}</span>
                      <h3 className="font-medium text-neutral-950">{review.title}</h3>
                    </div>
                    <p className="mt-1 text-sm text-neutral-600">
                      {review.author ?? t(locale.code, "anonymous")}
                      {review.createdAt && (
                        <>
                          {" "}
                          · <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
                        </>
                      )}
                    </p>
                    <p className="mt-2 text-neutral-800">{review.content}</p>
                    {review.pending && (
                      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                        {reviewText(locale.code, "pending")}
                      </p>
                    )}
                  </article>
                </li>
              ))}
            </ul>
          )}
          {reviews.pages > 1 && (
            <nav aria-label={t(locale.code, "reviewsPagination")} className="mt-4 flex items-center gap-4">
              {reviews.page > 1 && (
                <Link
                  to={pageLink(reviews.page - 1)}
                  preventScrollReset
                  className="rounded-lg border border-neutral-300 px-3 py-2 text-sm hover:bg-neutral-50"
                >
                  {t(locale.code, "previousPage")}
                </Link>
              )}
              <span className="text-sm text-neutral-700">
                {t(locale.code, "pageOf", { page: reviews.page, pages: reviews.pages })}
              </span>
              {reviews.page < reviews.pages && (
                <Link
                  to={pageLink(reviews.page + 1)}
                  preventScrollReset
                  className="rounded-lg border border-neutral-300 px-3 py-2 text-sm hover:bg-neutral-50"
                >
                  {t(locale.code, "nextPage")}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
