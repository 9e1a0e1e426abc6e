import './auth-screens.css';

export { LoginRegisterChoice, type LoginRegisterChoiceProps } from './login-register-choice';
export { RegistrationForm, type RegistrationFormProps } from './registration-form';
export { ForgotPasswordForm } from './forgot-password-form';
export { ResetPasswordForm } from './reset-password-form';
export { authPaths, safeRedirectPath, withRedirect } from './auth-paths';
import './auth-messages';
