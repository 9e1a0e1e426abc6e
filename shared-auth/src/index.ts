export { authRuntime, AuthRuntime, type AuthUser, type AuthSnapshot } from './auth-runtime';
export { configureSignInPath, signInPath } from './sign-in-path';
export { useAuth, RequireAuth } from './react';
export * from './core';
export { provideAuthSession, authSession, type AuthSession } from './session';
