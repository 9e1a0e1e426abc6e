import { fetchInChunks } from './batch';

describe('fetchInChunks', () => {
  it('sends 25 ids as chunks of 10, 10 and 5, in order', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => i + 1);
    const fetchChunk = jest.fn((chunk: number[]) =>
      Promise.resolve(chunk.map((id) => `item ${id}`)),
    );
    const items = await fetchInChunks(ids, fetchChunk);
    expect(fetchChunk.mock.calls.map(([chunk]) => chunk.length)).toEqual([10, 10, 5]);
    expect(items).toHaveLength(25);
    expect(items[24]).toBe('item 25');
  });

  it('takes another chunk size and sends nothing for no ids', async () => {
    const fetchChunk = jest.fn((chunk: number[]) => Promise.resolve(chunk));
    await fetchInChunks([1, 2, 3], fetchChunk, 2);
    expect(fetchChunk.mock.calls.map(([chunk]) => chunk)).toEqual([[1, 2], [3]]);
    fetchChunk.mockClear();
    await fetchInChunks([], fetchChunk);
    expect(fetchChunk).not.toHaveBeenCalled();
  });
});
