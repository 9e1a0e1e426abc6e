import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §9: a toast shows for 4 seconds. */
export const TOAST_MS = 4000;

/**
 * A short confirmation ("Saved") that goes away by itself: `show` puts a text up for `ms`, a
 * newer one replaces it and starts the time again; nothing fires after the screen has gone.
 */
export function useToast(ms = TOAST_MS): {
  message: string | null;
  show: (text: string) => void;
} {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (text: string) => {
      setMessage(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return { message, show };
}
