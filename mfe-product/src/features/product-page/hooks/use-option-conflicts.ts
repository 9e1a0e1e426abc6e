import { useEffect, useMemo, useState } from 'react';
import { getConflictingGroups } from '../api/options-api';
import { createConflictCache, groupCombination, type ConflictCache } from '../utils/conflict-cache';

/** Spec §9: the conflict check waits this long after the last change of the choice. */
export const CONFLICT_CHECK_DELAY_MS = 250;

/**
 * The product groups that conflict with the chosen ones (spec §4). Asked 250 ms after the
 * choice last changed, answered from the cache per combination (one cache per page view);
 * until the answer comes the previous one stays, and the API judges again when the line is
 * added.
 */
export function useOptionConflicts(
  chosenGroups: number[],
  givenCache?: ConflictCache,
): ReadonlySet<number> {
  const [ownCache] = useState(() => createConflictCache(getConflictingGroups));
  const cache = givenCache ?? ownCache;
  const combination = groupCombination(chosenGroups);
  const [answer, setAnswer] = useState<number[]>([]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      if (!combination) return setAnswer([]);
      cache.get(combination.split(',').map(Number)).then(
        (groups) => current && setAnswer(groups),
        (error: unknown) => console.error('GET conflicting product groups failed', error),
      );
    }, CONFLICT_CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [combination, cache]);
  return useMemo(() => new Set(answer), [answer]);
}
