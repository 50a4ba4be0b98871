import type { RouteModule } from "../index.js";

// Owned by the D work of issues 4/5; filled in by that change.
export const wishlistRoutes: RouteModule = async () => {};
