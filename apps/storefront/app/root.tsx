import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
} from "react-router";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { LanguageSwitcher } from "./features/layout/LanguageSwitcher";
import { errorView, type ErrorPayload } from "./lib/errors";
import { localeFromPath, localizePath } from "./lib/i18n";
import { translate } from "./lib/messages";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return (
    <html lang={locale.languageCode} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-white font-sans text-base text-neutral-900 antialiased">
        <a
          href="#main"
          className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:shadow-lg"
        >
          {translate(locale.code, "skipToContent")}
        </a>
        <LanguageSwitcher locale={locale} pathname={pathname} />
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = localeFromPath(useLocation().pathname);
  const response = isRouteErrorResponse(error) ? error : null;
  const view = errorView(response?.status ?? null, response?.data as Partial<ErrorPayload> | undefined);
  const rawMessage = response ? response.statusText : error instanceof Error ? error.message : null;
  const title = view.maintenance
    ? translate(locale.code, "maintenanceTitle")
    : String(view.status ?? translate(locale.code, "errorTitle"));
  const message = view.messageKey ? translate(locale.code, view.messageKey) : rawMessage;

  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start justify-center px-4 py-16">
      <title>{title}</title>
      <h1 className="text-[36px] font-semibold tracking-tight text-neutral-950">{title}</h1>
      {message && <p className="mt-4 text-lg text-neutral-700">{message}</p>}
      {import.meta.env.DEV && error instanceof Error && (
        <pre className="mt-6 w-full overflow-x-auto rounded-lg bg-neutral-100 p-4 text-sm">{error.stack}</pre>
      )}
      <Link
        to={localizePath("/", locale)}
        className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
      >
        {translate(locale.code, "errorBackHome")}
      </Link>
    </main>
  );
}
