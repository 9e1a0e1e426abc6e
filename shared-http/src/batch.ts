/** Batch fetches go out in chunks (10 ids by default), one chunk after the other. */
export const BATCH_CHUNK_SIZE = 10;

export async function fetchInChunks<Id, T>(
  ids: readonly Id[],
  fetchChunk: (chunk: Id[]) => Promise<T[]>,
  chunkSize = BATCH_CHUNK_SIZE,
): Promise<T[]> {
  if (chunkSize < 1) throw new RangeError('chunkSize must be at least 1');
  const results: T[] = [];
  for (let start = 0; start < ids.length; start += chunkSize) {
    results.push(...(await fetchChunk(ids.slice(start, start + chunkSize))));
  }
  return results;
}
