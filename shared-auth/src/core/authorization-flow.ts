import { codeChallengeS256, createCodeVerifier } from './pkce';

/** sessionStorage key of the pending sign-in: the PKCE verifier and the state, for one tab. */
export const PENDING_AUTHORIZATION_KEY = 'shop-auth-pending-authorization';

export interface AuthorizationFlowConfig {
  /** The authorize page on the site, e.g. '/authorize'. */
  authorizeUrl: string;
  clientId: string;
  /** Absolute URL of the callback route, registered with the API, e.g. `${origin}/authorize/callback`. */
  redirectUri: string;
  /** Exchanges the code; the auth session's signInWithCode. */
  signInWithCode: (
    code: string | null | undefined,
    redirectUri: string,
    codeVerifier: string,
  ) => Promise<void>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  navigate?: (url: string) => void;
  /** The page the shopper is on (path, query and hash); the browser's address by default. */
  currentPath?: () => string | undefined;
}

interface PendingAuthorization {
  verifier: string;
  state: string;
  /** Where the sign-in started: the way back when the callback brings no redirectPath. */
  returnPath?: string;
}

/** The callback's state does not match the sign-in this tab started (or none was started). */
export class AuthorizationStateError extends Error {
  constructor() {
    super('The sign-in was not started in this browser tab');
    this.name = 'AuthorizationStateError';
  }
}

/**
 * A redirect target only when it stays on this site: '//evil.example' and '/\\evil.example' are
 * other sites to a browser, and an open redirect would hand a fresh session to them.
 */
export function safeRedirectPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

/**
 * Sign-in through the site's authorize page (spec section 2): authorization code with PKCE
 * (S256, a random 56-hex-character verifier). `begin` stores the verifier and a state for this
 * tab and leaves for /authorize; `complete` runs on the callback route, checks the state,
 * exchanges the code and answers the path to go to: redirectPath, or else the page the sign-in
 * started on (spec "Sign-in flow": "that path, or the current path"), never the home page
 * unless that is where the shopper was.
 */
export function createAuthorizationFlow(config: AuthorizationFlowConfig) {
  const storage = config.storage ?? globalThis.sessionStorage;
  const navigate = config.navigate ?? ((url: string) => globalThis.location.assign(url));
  const currentPath =
    config.currentPath ??
    (() => {
      const here = globalThis.location as Location | undefined;
      return here ? `${here.pathname}${here.search}${here.hash}` : undefined;
    });

  return {
    async begin({ redirectPath, locale }: { redirectPath?: string; locale?: string } = {}) {
      const verifier = createCodeVerifier();
      const state = createCodeVerifier();
      storage.setItem(
        PENDING_AUTHORIZATION_KEY,
        JSON.stringify({
          verifier,
          state,
          returnPath: currentPath(),
        } satisfies PendingAuthorization),
      );
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        code_challenge: await codeChallengeS256(verifier),
        code_challenge_method: 'S256',
        state,
      });
      const path = safeRedirectPath(redirectPath);
      if (path) query.set('redirectPath', path);
      if (locale) query.set('ui_locales', locale);
      navigate(`${config.authorizeUrl}?${query.toString()}`);
    },

    async complete(params: URLSearchParams): Promise<string | null> {
      const raw = storage.getItem(PENDING_AUTHORIZATION_KEY);
      storage.removeItem(PENDING_AUTHORIZATION_KEY);
      let pending: PendingAuthorization | null = null;
      try {
        pending = raw ? (JSON.parse(raw) as PendingAuthorization) : null;
      } catch {
        pending = null;
      }
      const code = params.get('code');
      if (code && (!pending || pending.state !== params.get('state')))
        throw new AuthorizationStateError();
      // Without a code, signInWithCode answers 'Code not defined'.
      await config.signInWithCode(code, config.redirectUri, pending?.verifier ?? '');
      return safeRedirectPath(params.get('redirectPath')) ?? safeRedirectPath(pending?.returnPath);
    },
  };
}

export type AuthorizationFlow = ReturnType<typeof createAuthorizationFlow>;
