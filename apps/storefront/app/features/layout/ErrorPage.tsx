import { useEffect, type ReactNode } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { Link } from "../../components/ui/Link";
import {
  errorView,
  extraMessage,
  isReasonPhrase,
  notFoundDetail,
  PRECONDITION_HINT,
  PRECONDITION_HINT_DELAY_MS,
  type ReceivedErrorPayload,
} from "../../lib/errors";
import { errorPayloadOf } from "../../lib/error-payload";
import { localeFromPath, localizePath } from "../../lib/i18n";
import { translate } from "../../lib/messages";
import { useOptionalShop } from "../shop/ShopContext";

// The 404 help of the default layout comes with this chunk (error-page-lazy.tsx): no other page loads it.
export { NotFoundHelp } from "./NotFoundHelp";

function rawMessage(error: unknown, payload: ReceivedErrorPayload | undefined): string | null {
  if (payload?.message) return payload.message;
  // A bare reason phrase ("Internal Server Error", filled in by React Router for a response without one) says nothing.
  if (isRouteErrorResponse(error)) return isReasonPhrase(error.statusText) ? null : error.statusText || null;
  return error instanceof Error ? error.message : null;
}

/** The error and maintenance page: status (or "Error"), translated message, raw message, a way home; `children` after it. */
export function ErrorPage({ error, children }: { error: unknown; children?: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  const response = isRouteErrorResponse(error) ? error : null;
  const payload = response ? errorPayloadOf(response.data) : undefined;
  const view = errorView(response?.status ?? null, payload);
  const maintenance = view.maintenance || response?.statusText === "MAINTENANCE_MODE";
  const title = maintenance
    ? translate(locale.code, "maintenanceTitle")
    : String(view.status ?? translate(locale.code, "errorTitle"));
  const translated = maintenance
    ? translate(locale.code, "maintenanceText")
    : view.messageKey
      ? translate(locale.code, view.messageKey)
      : null;
  // A 404's raw message is ours to translate: 'Page Not Found: {path}' or 'The requested page cannot be found.'
  const raw = maintenance
    ? null
    : response?.status === 404
      ? notFoundDetail(locale.code, payload)
      : extraMessage(rawMessage(error, payload), translated);
  const status = response?.status;

  useEffect(() => {
    if (status !== 412) return;
    const timer = setTimeout(() => console.error(PRECONDITION_HINT), PRECONDITION_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (maintenance)
    return (
      <MaintenancePage
        title={title}
        text={translated ?? ""}
        homeHref={localizePath("/", locale)}
        homeLabel={translate(locale.code, "errorBackHome")}
      />
    );

  return (
    <main
      id="main"
      data-error-page=""
      className="page-grid flex flex-1 flex-col items-start justify-center py-16 [&>*]:max-w-xl"
    >
      <title>{title}</title>
      <svg aria-hidden="true" viewBox="0 0 96 64" width="96" height="64" className="mb-6 text-brand-600">
        <rect x="4" y="8" width="88" height="52" rx="10" fill="currentColor" opacity="0.12" />
        <path
          d="M28 28h.01M68 28h.01M34 46c8-6 20-6 28 0"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      <h1 className="text-[36px] font-semibold tracking-tight text-neutral-950">{title}</h1>
      {translated && <p className="mt-4 text-lg text-neutral-700">{translated}</p>}
      {raw && <p className="mt-2 break-words text-base text-neutral-600">{raw}</p>}
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="mt-6 w-full overflow-x-auto rounded-lg bg-neutral-100 p-4 text-sm">{error.stack}</pre>
      )}
      <Link
        to={localizePath("/", locale)}
        reloadDocument
        className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
      >
        {translate(locale.code, "errorBackHome")}
      </Link>
      {children}
    </main>
  );
}

/**
 * The maintenance page stands alone (spec §2: 503, its title and text): the shop's mark, the message in a calm card
 * and one way back, with no header, navigation, footer or cart, since nothing else works while the shop is closed.
 * The shop's name shows when the shop data loaded; when the root loader itself met maintenance only the mark does.
 */
function MaintenancePage({
  title,
  text,
  homeHref,
  homeLabel,
}: {
  title: string;
  text: string;
  homeHref: string;
  homeLabel: string;
}) {
  const shop = useOptionalShop();
  return (
    <main
      id="main"
      data-error-page=""
      className="flex min-h-dvh w-full flex-1 flex-col items-center justify-center bg-surface px-4 py-12"
    >
      <title>{title}</title>
      <div className="flex w-full max-w-lg flex-col items-center gap-8 text-center">
        <div className="flex items-center gap-3 text-xl font-semibold tracking-tight text-neutral-950">
          <img src="/favicon.svg" alt="" width={40} height={40} className="size-10" />
          {shop && <span>{shop.shopName}</span>}
        </div>
        <div className="w-full rounded-2xl border border-neutral-200 bg-white px-6 py-10 shadow-sm sm:px-10">
          <svg aria-hidden="true" viewBox="0 0 64 64" width="64" height="64" className="mx-auto mb-6 text-brand-700">
            <circle cx="32" cy="32" r="30" fill="currentColor" opacity="0.1" />
            <circle cx="32" cy="32" r="18" fill="none" stroke="currentColor" strokeWidth="4" />
            <path
              d="M32 22v10l7 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950 sm:text-[36px]">{title}</h1>
          <p className="mt-4 text-lg text-neutral-700">{text}</p>
          <a
            href={homeHref}
            className="mt-8 inline-flex min-h-12 items-center rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
          >
            {homeLabel}
          </a>
        </div>
      </div>
    </main>
  );
}
