import {
  isLockExpired,
  LOCK_EXPIRY_CHECK_MS,
  watchLockExpiry,
  withoutExpiredLock,
} from './lock-expiry';
import type { ItemActivity } from './locks';

const activityUntil = (expiresAt: number): ItemActivity => ({
  event: 'lock',
  user: { uuid: 'u1', fullname: 'Beheer Bedrijf' },
  timestamp: new Date(expiresAt - 300_000).toISOString(),
  expires_at: new Date(expiresAt).toISOString(),
});

describe('lock expiry on the client', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('checks every 10,000 ms and clears a lock whose expiry has passed', () => {
    expect(LOCK_EXPIRY_CHECK_MS).toBe(10_000);
    let item = { uuid: 'c1', activity: activityUntil(Date.now() + 15_000) as ItemActivity | null };
    const onExpired = jest.fn(() => {
      item = { ...item, activity: null };
    });
    const stop = watchLockExpiry(() => item, onExpired);
    jest.advanceTimersByTime(10_000);
    expect(onExpired).not.toHaveBeenCalled();
    // Expired at 15 s, noticed at the next check (20 s), not before.
    jest.advanceTimersByTime(9_999);
    expect(onExpired).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onExpired).toHaveBeenCalledTimes(1);
    expect(item.activity).toBeNull();
    jest.advanceTimersByTime(30_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops checking when told to', () => {
    const onExpired = jest.fn();
    const stop = watchLockExpiry(() => ({ activity: activityUntil(Date.now() - 1) }), onExpired);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('tells expired from live locks and drops only an expired one', () => {
    const live = { uuid: 'c1', activity: activityUntil(Date.now() + 1) };
    const expired = { uuid: 'c1', activity: activityUntil(Date.now()) };
    expect(isLockExpired(live.activity)).toBe(false);
    expect(isLockExpired(expired.activity)).toBe(true);
    expect(isLockExpired(null)).toBe(false);
    expect(withoutExpiredLock(live)).toBe(live);
    expect(withoutExpiredLock(expired)).toEqual({ uuid: 'c1', activity: null });
  });
});
