import type { RouteModule } from "../../app-deps.js";

// The Store API has no promotion operations: codes are added and removed as cart line items of type `promotion`
// (cart.routes.ts), which calls this module's loadPromotionCandidates / applyPromotions on every calculation.
export const promotionRoutes: RouteModule = async () => {};
