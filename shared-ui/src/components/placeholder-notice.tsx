import type { ReactNode } from 'react';

/** Marks a screen that a later issue completes, so nobody mistakes it for the real thing. */
export function PlaceholderNotice({ children }: { children: ReactNode }) {
  return (
    <p className="shop-ui-placeholder" role="note">
      {children}
    </p>
  );
}
