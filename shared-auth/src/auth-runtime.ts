/** The user as the me call returns it (spec section 3). */
export interface AuthUser {
  uuid: string;
  /** Absent only in an answer of an API older than the checkout. */
  email?: string;
  fullname?: string;
  customerType?: 'private' | 'business';
  currentCompany: string | null;
  /** The company may buy on account (invoice). */
  onAccount?: boolean;
  permissions: string[];
}

export interface AuthSnapshot {
  user: AuthUser | null;
}

type Listener = () => void;

/**
 * Who the visitor is. React-free and created once per page: the host and every remote share
 * this module as a Module Federation singleton, so they all see the same user.
 * Tokens, refresh and the sign-in flow arrive with the identity issue; until then every
 * visitor is anonymous.
 */
export class AuthRuntime {
  private snapshot: AuthSnapshot = { user: null };
  private readonly listeners = new Set<Listener>();

  getSnapshot = (): AuthSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  isAuthenticated(): boolean {
    return this.snapshot.user !== null;
  }

  /** A page check requires every listed permission (spec section 6). */
  hasPermissions(required: readonly string[]): boolean {
    const granted = this.snapshot.user?.permissions ?? [];
    return required.every((permission) => granted.includes(permission));
  }

  setUser(user: AuthUser | null): void {
    this.snapshot = { user };
    this.listeners.forEach((listener) => listener());
  }
}

const registry = globalThis as typeof globalThis & { __shopAuthRuntimes?: number };

/** Counts runtimes on the page: more than one means a remote bundled its own copy. */
function createAuthRuntime(): AuthRuntime {
  registry.__shopAuthRuntimes = (registry.__shopAuthRuntimes ?? 0) + 1;
  return new AuthRuntime();
}

export const authRuntime = createAuthRuntime();
