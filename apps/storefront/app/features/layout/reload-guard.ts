/**
 * The reload guard of spec §9, apart from the rest of resilience.ts: the client entry needs it before hydration (a
 * chunk it waits for failed), the rest only ClientResilience, which loads after hydration.
 */

/** Spec §9: a failed code chunk reloads the page at most once per path within 10 s. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export const CHUNK_RELOAD_KEY_PREFIX = "chunk-reload:";

/** The sessionStorage key that records when a path was last force-loaded for a chunk error (path only, no query). */
export function chunkReloadKey(target: string, base: string): string {
  return CHUNK_RELOAD_KEY_PREFIX + new URL(target, base).pathname;
}

/** Whether to reload for a chunk error, given when this path last reloaded for one (sessionStorage value). */
export function shouldReloadForChunkError(lastReload: string | null, now: number): boolean {
  const last = Number(lastReload);
  return !lastReload || !Number.isFinite(last) || now - last > CHUNK_RELOAD_GUARD_MS;
}
