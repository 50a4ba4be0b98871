import { localizePath } from "../../lib/i18n";
import { Breadcrumbs } from "../navigation/Breadcrumbs";
import { BuyBox } from "./BuyBox";
import { CrossSellingSlider } from "./CrossSellingSlider";
import { productJsonLd, serializeJsonLd } from "./json-ld";
import { t } from "./messages";
import type { ProductPageData } from "./product-page.server";
import { ProductGallery } from "./ProductGallery";
import { ProductProperties } from "./ProductProperties";
import { ProductReviews } from "./ProductReviews";
import { useLocale } from "../../lib/use-locale";

export { productMeta } from "./product-meta";

export function ProductPage({ data }: { data: ProductPageData }) {
  const locale = useLocale();
  const { product } = data;
  const jsonLd = productJsonLd({
    product,
    url: data.url,
    currencyIsoCode: data.currencyIsoCode,
    reviewCount: data.reviews.total,
  });
  return (
    <div className="page-grid py-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <Breadcrumbs items={[...data.breadcrumbs, { label: product.name, path: product.path }]} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery key={product.id} images={product.images} name={product.name} locale={locale} />
        <BuyBox
          product={product}
          configurator={data.configurator}
          currencyIsoCode={data.currencyIsoCode}
          taxState={data.taxState}
          reviewCount={data.reviews.total}
          variantUnavailable={data.variantUnavailable}
        />
      </div>
      <div className="mt-12 space-y-12">
        {product.descriptionHtml && (
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-[22px] font-semibold text-neutral-950">
              {t(locale.code, "description")}
            </h2>
            <div
              className="prose mt-4 max-w-[75ch] space-y-4 text-neutral-800 [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc"
              // Sanitised on the server by the CMS allow-list sanitiser (see product-page.server.ts).
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          </section>
        )}
        <ProductProperties properties={product.properties} locale={locale} />
        <ProductReviews reviews={data.reviews} locale={locale} path={localizePath(product.path, locale)} />
        {data.crossSellings.map((crossSelling) => (
          <CrossSellingSlider key={crossSelling.id} crossSelling={crossSelling} />
        ))}
      </div>
    </div>
  );
}
