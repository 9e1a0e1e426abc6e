import { useEffect, useRef } from 'react';
import { ApiError, type ItemActivity } from '@shop/shared-http';
import { lockAddress, unlockAddress, type Address } from '../api/address-book-api';

/** The holder and expiry a 409 names, when the refusal is someone else's lock. */
export const conflictActivity = (error: unknown) =>
  error instanceof ApiError && error.status === 409
    ? ((error.body as { activity?: ItemActivity } | undefined)?.activity ?? null)
    : null;

/**
 * While an address is being edited here its lock is renewed halfway through its life (the
 * lifetime from the server's own timestamps, so no clock skew), and given back when the screen
 * goes away mid-edit.
 */
export function useAddressLock(editing: Address | undefined, onChange: (address: Address) => void) {
  const held = useRef(editing);
  held.current = editing;
  useEffect(
    () => () => {
      if (held.current) void unlockAddress(held.current).catch(() => undefined);
    },
    [],
  );

  const activity = editing?.activity ?? null;
  const renewIn = activity
    ? Math.max(1_000, (Date.parse(activity.expires_at) - Date.parse(activity.timestamp)) / 2)
    : null;
  useEffect(() => {
    if (renewIn === null) return;
    const timer = setTimeout(() => {
      if (!held.current) return;
      const address = held.current;
      lockAddress(address).then(onChange, (failure: unknown) => {
        const conflict = conflictActivity(failure);
        if (conflict) onChange({ ...address, activity: conflict });
      });
    }, renewIn);
    return () => clearTimeout(timer);
    // Renewed once per lock taken (a new timestamp), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renewIn, activity?.timestamp]);
}
