import { lazyContent } from "../page-kinds/KindIsland";

/** The success routes' content (SuccessPage.tsx): a chunk of their own, hydrated on first use (ContentIsland). */
export const successContent = lazyContent("checkoutSuccess", () => import("./SuccessPage"));
