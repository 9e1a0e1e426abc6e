import type { ItemActivity, LockableItem } from './locks';

/** The spec's lock expiry check: every 10 seconds. */
export const LOCK_EXPIRY_CHECK_MS = 10_000;

export function isLockExpired(
  activity: ItemActivity | null | undefined,
  now = Date.now(),
): boolean {
  return !!activity && Date.parse(activity.expires_at) <= now;
}

/** The item without its activity once the lock has expired; the very same item otherwise. */
export function withoutExpiredLock<T extends LockableItem>(item: T, now = Date.now()): T {
  return isLockExpired(item.activity, now) ? { ...item, activity: null } : item;
}

/**
 * Clears locks on the client when their expiry passes, since nobody publishes an expiry: every
 * 10 s it looks at the item `getItem` gives and calls `onExpired` when its lock has run out.
 * Returns the function that stops watching.
 */
export function watchLockExpiry(
  getItem: () => LockableItem | null | undefined,
  onExpired: () => void,
): () => void {
  const timer = setInterval(() => {
    if (isLockExpired(getItem()?.activity)) onExpired();
  }, LOCK_EXPIRY_CHECK_MS);
  return () => clearInterval(timer);
}
