import { formatDecimal } from "../../../lib/format-price";
import type { CmsElementView } from "../cms-types";
import { t } from "../messages";
import { useLocale } from "../../../lib/use-locale";
import { CmsImageTag } from "./CmsImageTag";
import { CmsLink } from "./CmsLink";

type NameElement = Extract<CmsElementView, { type: "product-name" }>;
type LogoElement = Extract<CmsElementView, { type: "manufacturer-logo" }>;
type DescriptionElement = Extract<CmsElementView, { type: "product-description-reviews" }>;

export function CmsProductName({ element }: { element: NameElement }) {
  return (
    <h1 className="text-[28px] font-semibold leading-tight tracking-tight text-neutral-950 sm:text-[36px]">
      {element.name}
    </h1>
  );
}

export function CmsManufacturerLogo({ element }: { element: LogoElement }) {
  const locale = useLocale();
  const content = element.media ? (
    <CmsImageTag
      media={element.media}
      sizes="160px"
      alt={element.name || t(locale.code, "manufacturer")}
      className="h-12 w-auto object-contain"
    />
  ) : (
    <span className="font-medium text-neutral-800">{element.name}</span>
  );
  return element.link ? (
    <CmsLink link={element.link} className="inline-block rounded-md">
      {content}
    </CmsLink>
  ) : (
    <div>{content}</div>
  );
}

export function CmsProductDescriptionReviews({ element }: { element: DescriptionElement }) {
  const locale = useLocale();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="cms-description-title">
        <h2 id="cms-description-title" className="text-[22px] font-semibold text-neutral-950">
          {t(locale.code, "description")}
        </h2>
        <div
          className="mt-3 max-w-[75ch] text-neutral-800 [&>*+*]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
          // Sanitised by sanitizeHtml() in the converter.
          dangerouslySetInnerHTML={{ __html: element.descriptionHtml }}
        />
      </section>
      <section aria-labelledby="cms-reviews-title" className="rounded-xl border border-neutral-200 p-6">
        <h2 id="cms-reviews-title" className="text-lg font-semibold text-neutral-950">
          {t(locale.code, "reviews")}
        </h2>
        <p className="mt-2 text-neutral-700">
          {element.reviewCount > 0 && element.ratingAverage !== null
            ? t(locale.code, "reviewSummary", {
                average: formatDecimal(element.ratingAverage, locale.languageCode),
                count: element.reviewCount,
              })
            : t(locale.code, "noReviews")}
        </p>
      </section>
    </div>
  );
}
