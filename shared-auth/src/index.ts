export { authRuntime, AuthRuntime, type AuthUser, type AuthSnapshot } from './auth-runtime';
export {
  configureSignInPath,
  signInPath,
  configureSignInRedirect,
  signInRedirect,
  configureLogoutRedirect,
  logoutRedirect,
  configureForbiddenPath,
  forbiddenPath,
} from './sign-in-path';
// The React entry: jotai atoms, hooks, route guards and the account screens.
export * from './react';
export * from './core';
export { provideAuthSession, authSession, type AuthSession } from './session';
