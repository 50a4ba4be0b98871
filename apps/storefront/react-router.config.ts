import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Opt in to v8 behaviour now so the upgrade is a version bump. v8_passThroughRequests stays
  // off: loaders read the locale from request.url, which must not carry the ".data" suffix.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
