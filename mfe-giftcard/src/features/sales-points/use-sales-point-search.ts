import { useCallback, useEffect, useRef, useState } from 'react';
import {
  findSalesPoints,
  type StoreLocatorAnswer,
  type StoreLocatorSearch,
} from './api/storelocator-api';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: StoreLocatorSearch }
  | { status: 'done'; query: StoreLocatorSearch; answer: StoreLocatorAnswer }
  | { status: 'failed'; query: StoreLocatorSearch };

/** Runs one store locator search at a time: a newer search cancels the one still under way. */
export function useSalesPointSearch() {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(async (query: StoreLocatorSearch) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading', query });
    try {
      const answer = await findSalesPoints(query, controller.signal);
      if (!controller.signal.aborted) setState({ status: 'done', query, answer });
    } catch {
      if (!controller.signal.aborted) setState({ status: 'failed', query });
    }
  }, []);

  return { state, run };
}
