/** A promise React's use() reads synchronously once it is fulfilled (React's thenable status fields). */
export type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled"; value?: T };

/**
 * A lazily imported module's load, readable by React's use() at once when fulfilled (page kinds, the error page).
 * `forget` runs when it fails, so the next render or navigation tries again, and when Vite's preload helper resolved
 * with nothing: a `vite:preloadError` listener took the failure over (ClientResilience then loads the page as a whole
 * document), so the promise never settles and this page never renders.
 */
export function trackLoad<T>(load: Promise<T | undefined>, forget: () => void): Tracked<T> {
  const tracked: Tracked<T> = load.then(
    (module) => {
      if (!module) {
        forget();
        return new Promise<never>(() => {});
      }
      tracked.status = "fulfilled";
      tracked.value = module;
      return module;
    },
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  tracked.status = "pending";
  return tracked;
}
