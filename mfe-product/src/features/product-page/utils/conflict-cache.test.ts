import { createConflictCache, groupCombination } from './conflict-cache';

describe('conflict cache', () => {
  it('names a combination the same whatever the order or repeats', () => {
    expect(groupCombination([40, 10, 40, 30])).toBe('10,30,40');
  });

  it('asks once per combination, sorted, and shares a call in flight', async () => {
    const fetchConflicts = jest.fn((groups: number[]) =>
      Promise.resolve(groups.includes(10) ? [30] : []),
    );
    const cache = createConflictCache(fetchConflicts);
    const [first, second] = await Promise.all([cache.get([40, 10]), cache.get([10, 40])]);
    expect(first).toEqual([30]);
    expect(second).toEqual([30]);
    await cache.get([10, 40, 40]);
    await cache.get([40]);
    expect(fetchConflicts.mock.calls).toEqual([[[10, 40]], [[40]]]);
  });

  it('asks again after a failed call', async () => {
    const fetchConflicts = jest
      .fn<Promise<number[]>, [number[]]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce([30]);
    const cache = createConflictCache(fetchConflicts);
    await expect(cache.get([10])).rejects.toThrow('down');
    await expect(cache.get([10])).resolves.toEqual([30]);
    expect(fetchConflicts).toHaveBeenCalledTimes(2);
  });
});
