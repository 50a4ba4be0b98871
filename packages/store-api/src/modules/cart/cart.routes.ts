import type { RouteModule } from "../index.js";

// Owned by the B1 work of issues 4/5; filled in by that change.
export const cartRoutes: RouteModule = async () => {};
