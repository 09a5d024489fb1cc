/**
 * Loading a screen's chunk (doc 1 §2): if a chunk fails to load, the page reloads once (a stored
 * flag remembers it) and the second failure shows the error page; loading gives up after 120 s
 * (doc 2 §7: chunk loading timeout).
 */

export const RELOADED_FLAG = 'merchantPortal.chunkReloaded';
/** doc 2 §7: "Chunk loading timeout is 120 seconds." */
export const CHUNK_TIMEOUT_MS = 120_000;

function withTimeout<T>(loading: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading the page timed out.')), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Wraps a dynamic import for a route's `lazy`, with the reload-once rule. */
export function lazyScreen<T>(
  load: () => Promise<T>,
  reload: () => void = () => window.location.reload(),
  flag: string = RELOADED_FLAG,
) {
  return async (): Promise<T> => {
    try {
      const module = await withTimeout(load(), CHUNK_TIMEOUT_MS);
      sessionStorage.removeItem(flag);
      return module;
    } catch (error) {
      if (sessionStorage.getItem(flag)) throw error;
      sessionStorage.setItem(flag, '1');
      reload();
      // The page is going away; never settle so nothing renders in between.
      return new Promise<T>(() => {});
    }
  };
}
