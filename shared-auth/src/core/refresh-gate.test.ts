import { REFRESH_POLL_MS, RefreshGate } from './refresh-gate';

describe('RefreshGate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes once for callers that arrive during a refresh; they wait for it', async () => {
    const gate = new RefreshGate();
    let finish: () => void = () => undefined;
    const refresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = gate.run(refresh);
    let secondDone = false;
    const second = gate.run(refresh).then(() => (secondDone = true));
    expect(refresh).toHaveBeenCalledTimes(1);

    finish();
    await first;
    expect(secondDone).toBe(false);
    await jest.advanceTimersByTimeAsync(REFRESH_POLL_MS);
    await second;
    expect(secondDone).toBe(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("gives up with 'Refresh failed' after five polls of one second", async () => {
    const gate = new RefreshGate();
    void gate.run(() => new Promise<void>(() => undefined));
    const waiting = gate.waitForRefresh();
    const assertion = expect(waiting).rejects.toThrow('Refresh failed');
    await jest.advanceTimersByTimeAsync(5 * REFRESH_POLL_MS - 1);
    await jest.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('still answers within the fifth poll', async () => {
    const gate = new RefreshGate();
    let finish: () => void = () => undefined;
    void gate.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const waiting = gate.waitForRefresh();
    await jest.advanceTimersByTimeAsync(4 * REFRESH_POLL_MS);
    finish();
    await jest.advanceTimersByTimeAsync(REFRESH_POLL_MS);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('is free again after a failed refresh', async () => {
    const gate = new RefreshGate();
    await expect(gate.run(() => Promise.reject(new Error('bad')))).rejects.toThrow('bad');
    expect(gate.isRefreshing).toBe(false);
  });
});
