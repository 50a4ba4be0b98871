import type { Path } from "react-router";

declare global {
  interface Window {
    /**
     * The router HydratedRouter creates (react-router lib/dom-export/hydrated-router.tsx keeps it on window). Its
     * state changes synchronously, before a route module is imported; React's useNavigation() follows later, in a
     * transition.
     */
    __reactRouterDataRouter?: {
      state: { location: Path; navigation: { state: string; location?: Path; formMethod?: string } };
    };
  }
}

/**
 * Where the router is heading now: a navigation's target while one is pending, else the location it settled on
 * (which React may not have drawn yet). Undefined on the server and before the router exists.
 */
export function liveRouterLocation(): Path | undefined {
  const state = typeof window === "undefined" ? undefined : window.__reactRouterDataRouter?.state;
  return state ? (state.navigation.location ?? state.location) : undefined;
}
