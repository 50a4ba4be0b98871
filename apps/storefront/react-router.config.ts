import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The whole route manifest comes with the document (not fetched per discovered link after hydration): each lazily
  // discovered batch would change the router's state, and React must hydrate page content a state change reaches,
  // which would end the content's deferred hydration (features/page-kinds/KindIsland.tsx) on every first load.
  routeDiscovery: { mode: "initial" },
  // Opt in to v8 behaviour now so the upgrade is a version bump. v8_passThroughRequests stays
  // off: loaders read the locale from request.url, which must not carry the ".data" suffix.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
