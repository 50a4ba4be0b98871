import type { ReactNode } from "react";
import { useLocation, useMatches } from "react-router";
import { stripLocalePrefix } from "../../lib/i18n";
import { t as layoutT } from "../layout/messages";
import { Breadcrumbs } from "../navigation/Breadcrumbs";
import { staticBreadcrumbs } from "../navigation/breadcrumbs";
import { useShop } from "../shop/ShopContext";

interface AccountPageProps {
  title: string;
  children: ReactNode;
  /** Narrow column for the sign-in style pages of the default layout. */
  narrow?: boolean;
}

/**
 * The frame of every page of this feature: <title>, breadcrumbs (spec §2 labels) and the heading. Inside the
 * account layout it fills the content column; in the default layout it is a centred page.
 */
export function AccountPage({ title, children, narrow = false }: AccountPageProps) {
  const { locale, shopName } = useShop();
  const appPath = stripLocalePrefix(useLocation().pathname);
  const inAccount = useMatches().some((match) => match.id.endsWith(":layout-account"));
  const crumbs = staticBreadcrumbs(appPath).map((crumb) => ({
    label: layoutT(locale.code, crumb.key),
    path: crumb.path,
  }));
  // A narrow page (sign-in, recovery) keeps its column short but starts on the page grid like every other page.
  const width = narrow ? "[&>*]:max-w-xl" : "";
  return (
    <main id="main" className={inAccount ? "w-full" : `page-grid flex-1 py-8 ${width}`}>
      <title>{`${title} | ${shopName}`}</title>
      <meta name="robots" content="noindex" />
      <Breadcrumbs items={crumbs} />
      <h1 className="mt-4 text-[28px] font-semibold tracking-tight text-neutral-950">{title}</h1>
      <div className="mt-6">{children}</div>
    </main>
  );
}
