/** The product groups chosen, as the cache and the API see them: unique, sorted, comma-joined. */
export const groupCombination = (groups: Iterable<number>) =>
  [...new Set(groups)].sort((a, b) => a - b).join(',');

export interface ConflictCache {
  /** The groups that conflict with a combination, asked once per combination. */
  get(groups: Iterable<number>): Promise<number[]>;
}

/**
 * Conflicts per group combination (spec §4: the result is cached per combination). Callers
 * asking at the same time share one call; a failed call is not kept, so it is asked again.
 */
export function createConflictCache(
  fetchConflicts: (groups: number[]) => Promise<number[]>,
): ConflictCache {
  const answers = new Map<string, Promise<number[]>>();
  return {
    get(groups) {
      const key = groupCombination(groups);
      let answer = answers.get(key);
      if (!answer) {
        answer = fetchConflicts(key ? key.split(',').map(Number) : []);
        answers.set(key, answer);
        answer.catch(() => answers.delete(key));
      }
      return answer;
    },
  };
}
