import { act, renderHook } from '@testing-library/react';
import { TOAST_MS, useToast } from './use-toast';

describe('useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a text for four seconds; a newer one starts the time again', () => {
    const { result } = renderHook(() => useToast());
    act(() => result.current.show('Opgeslagen'));
    expect(result.current.message).toBe('Opgeslagen');
    act(() => jest.advanceTimersByTime(TOAST_MS - 1000));
    act(() => result.current.show('Toegevoegd'));
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(result.current.message).toBe('Toegevoegd');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('leaves no timer behind when the screen goes', () => {
    const { result, unmount } = renderHook(() => useToast());
    act(() => result.current.show('Opgeslagen'));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
