import type { Route } from "./+types/build-meta";

/**
 * The running build's id (React Router's manifest version, which changes with every client
 * build). Pages poll it to notice a new deployment. Imported lazily: the server build contains
 * this module, so a static import would be circular.
 */
export async function loader(_: Route.LoaderArgs) {
  const build = await import("virtual:react-router/server-build");
  return Response.json({ buildId: build.assets.version }, { headers: { "Cache-Control": "no-store" } });
}
