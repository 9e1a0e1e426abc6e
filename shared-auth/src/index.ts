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
export {
  useAuth,
  RequireAuth,
  RequirePermissions,
  useHasPermissions,
  LoginRegisterChoice,
  RegistrationForm,
  ForgotPasswordForm,
  ResetPasswordForm,
  authPaths,
  safeRedirectPath,
  withRedirect,
  type LoginRegisterChoiceProps,
  type RegistrationFormProps,
} from './react';
export * from './core';
export { provideAuthSession, authSession, type AuthSession } from './session';
