import { act, renderHook } from '@testing-library/react';
import { createConflictCache } from '../utils/conflict-cache';
import { CONFLICT_CHECK_DELAY_MS, useOptionConflicts } from './use-option-conflicts';

describe('useOptionConflicts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setUp = () => {
    // Demo rules: a letter (30) and a card (10) exclude each other.
    const fetchConflicts = jest.fn((groups: number[]) =>
      Promise.resolve(groups.includes(10) ? [30] : groups.includes(30) ? [10] : []),
    );
    const cache = createConflictCache(fetchConflicts);
    const hook = renderHook(({ groups }) => useOptionConflicts(groups, cache), {
      initialProps: { groups: [] as number[] },
    });
    return { fetchConflicts, ...hook };
  };
  const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

  it('asks 250 ms after the choice last changed', async () => {
    const { fetchConflicts, result, rerender } = setUp();
    rerender({ groups: [40] });
    await wait(100);
    rerender({ groups: [40, 10] });
    await wait(CONFLICT_CHECK_DELAY_MS - 1);
    expect(fetchConflicts).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchConflicts.mock.calls).toEqual([[[10, 40]]]);
    expect([...result.current]).toEqual([30]);
  });

  it('answers a combination asked before from the cache', async () => {
    const { fetchConflicts, result, rerender } = setUp();
    rerender({ groups: [10, 40] });
    await wait(CONFLICT_CHECK_DELAY_MS);
    rerender({ groups: [30] });
    await wait(CONFLICT_CHECK_DELAY_MS);
    expect([...result.current]).toEqual([10]);
    rerender({ groups: [40, 10] });
    await wait(CONFLICT_CHECK_DELAY_MS);
    expect([...result.current]).toEqual([30]);
    expect(fetchConflicts).toHaveBeenCalledTimes(2);
  });

  it('clears the conflicts when nothing is chosen, without asking', async () => {
    const { fetchConflicts, result, rerender } = setUp();
    rerender({ groups: [10] });
    await wait(CONFLICT_CHECK_DELAY_MS);
    rerender({ groups: [] });
    await wait(CONFLICT_CHECK_DELAY_MS);
    expect(result.current.size).toBe(0);
    expect(fetchConflicts).toHaveBeenCalledTimes(1);
  });
});
