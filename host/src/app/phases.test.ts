import { startPhase, whenIdle, yieldToMain } from './phases';

describe('the start-up phases', () => {
  it('measures a phase once as a shop:* User Timing measure, from its start mark', () => {
    // jsdom has no User Timing: the browser's calls, recorded.
    const mark = jest.fn();
    const measure = jest.fn();
    Object.assign(performance, { mark, measure });
    const end = startPhase('hydration');
    expect(mark).toHaveBeenCalledWith('shop:hydration:start');
    end();
    end();
    expect(measure.mock.calls).toEqual([['shop:hydration', 'shop:hydration:start']]);
  });

  it('yields to the browser: the rest runs in a later task, after what was waiting', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('waiting task'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    order.push('now');
    await yielded;
    expect(order).toEqual(['now', 'waiting task', 'after the yield']);
  });

  it('runs work when idle, or in a new task where the browser cannot tell; cancelled, never', () => {
    jest.useFakeTimers();
    try {
      const work = jest.fn();
      whenIdle(work);
      expect(work).not.toHaveBeenCalled();
      jest.runAllTimers();
      expect(work).toHaveBeenCalledTimes(1);
      const cancelled = jest.fn();
      whenIdle(cancelled)();
      jest.runAllTimers();
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
