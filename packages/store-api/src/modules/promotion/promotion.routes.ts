import type { RouteModule } from "../index.js";

// Owned by the B3 work of issues 4/5; filled in by that change.
export const promotionRoutes: RouteModule = async () => {};
