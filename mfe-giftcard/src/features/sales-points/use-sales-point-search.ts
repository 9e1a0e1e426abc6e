import { useCallback, useEffect, useRef, useState } from 'react';
import {
  findSalesPoints,
  storeLocatorPath,
  type StoreLocatorAnswer,
  type StoreLocatorSearch,
} from './api/storelocator-api';

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: StoreLocatorSearch }
  | { status: 'done'; query: StoreLocatorSearch; answer: StoreLocatorAnswer }
  | { status: 'failed'; query: StoreLocatorSearch };

/**
 * The answer to the search the page shows (from its address): `initial` is the server's
 * answer for it (ADR 0033), shown at once. Answers are kept while the page is open, so
 * back and forward show earlier searches at once; a newer search cancels the one under way.
 * `retry` asks again for the search shown (the shopper searched for the same place again).
 */
export function useSalesPointSearch(
  query: StoreLocatorSearch | null,
  initial?: StoreLocatorAnswer,
): { state: SearchState; retry: () => void } {
  const key = query ? storeLocatorPath(query) : null;
  const [answers, setAnswers] = useState<ReadonlyMap<string, StoreLocatorAnswer>>(
    () => new Map(key && initial ? [[key, initial]] : []),
  );
  const [failed, setFailed] = useState<string | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;

  useEffect(() => {
    const current = queryRef.current;
    if (!key || !current || answers.has(key)) return;
    const controller = new AbortController();
    setFailed(null);
    findSalesPoints(current, controller.signal).then(
      (answer) =>
        !controller.signal.aborted && setAnswers((known) => new Map(known).set(key, answer)),
      () => !controller.signal.aborted && setFailed(key),
    );
    return () => controller.abort();
  }, [key, answers]);

  // Forgetting the answer is asking again: the effect runs for the changed answers.
  const retry = useCallback(() => {
    setAnswers((known) => {
      const fewer = new Map(known);
      if (key) fewer.delete(key);
      return fewer;
    });
  }, [key]);

  const answer = key ? answers.get(key) : undefined;
  let state: SearchState = { status: 'idle' };
  if (query && answer) state = { status: 'done', query, answer };
  else if (query) state = { status: failed === key ? 'failed' : 'loading', query };
  return { state, retry };
}
