import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from '@shop/shared-ui/router';
import { signInPath, signInRedirect } from './sign-in-path';

/**
 * "Inloggen" the way the whole site signs in (spec "Sign-in flow", ADR 0009): through the
 * authorize page and back, to `redirectPath` or, without one, to the page the shopper is on.
 * A real link to the host's sign-in page underneath, for a new tab or a page without the
 * host's authorize flow (a remote's dev shell).
 */
export function SignInLink({
  redirectPath,
  className,
  children,
}: {
  redirectPath?: string;
  className?: string;
  children: ReactNode;
}) {
  const { pathname, search, hash } = useLocation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    const begin = signInRedirect();
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey;
    if (!begin || newTab || event.altKey || event.defaultPrevented) return;
    event.preventDefault();
    begin(redirectPath);
  };
  return (
    <a
      href={signInPath(redirectPath ?? `${pathname}${search}${hash}`)}
      className={className}
      onClick={follow}
    >
      {children}
    </a>
  );
}
