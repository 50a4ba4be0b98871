import type { RouteModule } from "../index.js";

// Owned by the C work of issues 4/5; filled in by that change.
export const customerRoutes: RouteModule = async () => {};
