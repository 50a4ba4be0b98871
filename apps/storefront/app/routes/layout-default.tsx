import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorPage, isMaintenanceError } from "../features/layout/error-page-lazy";
import { SiteFooter } from "../features/layout/SiteFooter";
import { SiteHeader } from "../features/layout/SiteHeader";
import { SkipLink } from "../features/layout/SkipLink";
import type { Route } from "./+types/layout-default";

/** The default layout: header with navigation, page, footer. */
export default function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
    </>
  );
}

/** Errors of pages in this layout (404 of the catch-all, failed loads) keep the header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isMaintenanceError(error)) return <ErrorPage error={error} />;
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <ErrorPage error={error} notFoundHelp={isRouteErrorResponse(error) && error.status === 404} />
      <SiteFooter />
    </>
  );
}
