import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface ApiResource<T> {
  data: T | undefined;
  error: Error | undefined;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads data for a screen and reloads when `deps` change; stale answers of an earlier
 * load are dropped (aborted) so a fast typist never sees old results. `initial` is the data
 * the server already fetched for these deps (`usePageData`): shown at once, not loaded again.
 */
export function useApiResource<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  initial?: T,
): ApiResource<T> {
  const [state, setState] = useState<{ data?: T; error?: Error; loading: boolean }>(() =>
    initial === undefined ? { loading: true } : { data: initial, loading: false },
  );
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const initialRef = useRef(initial);
  initialRef.current = initial;

  useEffect(() => {
    // The server's data for these deps (at first, or on coming back to them) is the answer; a
    // reload asks the API all the same.
    const given = initialRef.current;
    if (given !== undefined && generation === 0) {
      setState((previous) =>
        previous.data === given && !previous.loading ? previous : { data: given, loading: false },
      );
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ data: previous.data, loading: true }));
    // The answer renders as a transition: React renders it in slices and lets the browser in
    // between, instead of one long task for a whole screen (on a phone, a product page takes
    // hundreds of milliseconds), and a shopper's click meanwhile comes first.
    const settle = (next: { data?: T; error?: Error; loading: boolean }) =>
      startTransition(() => setState(next));
    loadRef.current(controller.signal).then(
      (data) => !controller.signal.aborted && settle({ data, loading: false }),
      (error: unknown) =>
        !controller.signal.aborted &&
        settle({
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        }),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { data: state.data, error: state.error, loading: state.loading, reload };
}
