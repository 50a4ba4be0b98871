import { Link } from "../components/ui/Link";
import { Breadcrumbs } from "../features/navigation/Breadcrumbs";
import { shopMetaFromMatches } from "../features/shop/shop";
import { useShop } from "../features/shop/ShopContext";
import { t } from "../features/shopware/messages";
import { localeFromPath, localizePath } from "../lib/i18n";
import type { Route } from "./+types/shopware";

const DEMO_EMAIL = "demo@example.com";
const DEMO_PASSWORD = "demo1234!";

const PROMOTIONS = [
  { code: "WELCOME10", key: "promoWelcome" },
  { code: "SAVE5", key: "promoSave5" },
  { code: "FREESHIP", key: "promoFreeship" },
  { code: "SUMMER20", key: "promoSummer" },
] as const;

export function meta({ matches, location }: Route.MetaArgs) {
  const { shopName } = shopMetaFromMatches(matches);
  const locale = localeFromPath(location.pathname);
  const title = t(locale.code, "title");
  return [
    { title: shopName ? `${title} | ${shopName}` : title },
    { name: "description", content: t(locale.code, "intro") },
  ];
}

const CARD = "rounded-xl border border-neutral-200 bg-white p-6";
const LINK = "font-medium text-brand-700 underline hover:text-brand-800";

/** The shopping-demo page (spec §2): a static explanation of the demo store, in the page's language. */
export default function ShopwareDemoPage() {
  const { locale } = useShop();
  const text = (key: Parameters<typeof t>[1]) => t(locale.code, key);
  const path = (to: string) => localizePath(to, locale);
  return (
    <main id="main" className="page-grid flex flex-1 flex-col gap-6 py-8 [&>*]:max-w-4xl">
      <Breadcrumbs items={[{ label: text("title"), path: "/shopware" }]} />
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950 sm:text-[36px]">{text("title")}</h1>
      <p className="max-w-[75ch] text-lg text-neutral-700">{text("intro")}</p>

      <section aria-labelledby="demo-login" className={CARD}>
        <h2 id="demo-login" className="text-[22px] font-semibold text-neutral-950">
          {text("loginTitle")}
        </h2>
        <p className="mt-2 text-neutral-700">{text("loginText")}</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-neutral-600">{text("emailLabel")}</dt>
          <dd>
            <code className="rounded bg-neutral-100 px-1.5 py-0.5">{DEMO_EMAIL}</code>
          </dd>
          <dt className="text-neutral-600">{text("passwordLabel")}</dt>
          <dd>
            <code className="rounded bg-neutral-100 px-1.5 py-0.5">{DEMO_PASSWORD}</code>
          </dd>
        </dl>
        <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <Link to={path("/login")} className={LINK}>
            {text("loginLink")}
          </Link>
        </p>
        <p className="mt-4 text-neutral-700">
          {text("registerText")}{" "}
          <Link to={path("/register")} className={LINK}>
            {text("registerLink")}
          </Link>
        </p>
      </section>

      <section aria-labelledby="demo-promotions" className={CARD}>
        <h2 id="demo-promotions" className="text-[22px] font-semibold text-neutral-950">
          {text("promoTitle")}
        </h2>
        <p className="mt-2 text-neutral-700">{text("promoText")}</p>
        <ul className="mt-4 space-y-2">
          {PROMOTIONS.map((promotion) => (
            <li key={promotion.code} className="flex flex-wrap items-baseline gap-x-3">
              <code className="rounded bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">{promotion.code}</code>
              <span className="text-neutral-800">{text(promotion.key)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-neutral-700">{text("promoAuto")}</p>
      </section>

      <section aria-labelledby="demo-payment" className={CARD}>
        <h2 id="demo-payment" className="text-[22px] font-semibold text-neutral-950">
          {text("payTitle")}
        </h2>
        <p className="mt-2 max-w-[75ch] text-neutral-700">{text("payText")}</p>
      </section>

      <nav aria-labelledby="demo-explore" className={CARD}>
        <h2 id="demo-explore" className="text-[22px] font-semibold text-neutral-950">
          {text("moreTitle")}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <li>
            <Link to={path("/")} className={LINK}>
              {text("linkHome")}
            </Link>
          </li>
          <li>
            <Link to={path("/checkout/cart")} className={LINK}>
              {text("linkCart")}
            </Link>
          </li>
          <li>
            <Link to={path("/wishlist")} className={LINK}>
              {text("linkWishlist")}
            </Link>
          </li>
        </ul>
        <p className="mt-4 text-sm text-neutral-600">{text("techNote")}</p>
      </nav>
    </main>
  );
}
