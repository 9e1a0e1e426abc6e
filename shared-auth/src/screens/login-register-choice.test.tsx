import { act, screen } from '@testing-library/react';
import { initShopI18n, changeLanguage } from '@shop/shared-ui';
import { LoginRegisterChoice } from './login-register-choice';
import { safeRedirectPath } from './auth-paths';
import { renderAt } from './test-helpers';

describe('LoginRegisterChoice', () => {
  beforeAll(() => initShopI18n('en-us'));

  it('offers signing in and registering, both keeping where the shopper was going', () => {
    renderAt(
      <LoginRegisterChoice
        signIn={<form aria-label="the sign-in form" />}
        redirectPath="/bestellen"
      >
        <a href="/bestellen/gast">Continue as guest</a>
      </LoginRegisterChoice>,
    );
    expect(screen.getByRole('heading', { name: 'I already have an account' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'the sign-in form' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en-us/wachtwoord-vergeten?redirectPath=%2Fbestellen',
    );
    expect(screen.getByRole('heading', { name: 'I am new here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en-us/registreren?redirectPath=%2Fbestellen',
    );
    expect(screen.getByRole('link', { name: 'Continue as guest' })).toBeInTheDocument();
  });

  it('links inside the current locale', async () => {
    await act(() => changeLanguage('fr-be'));
    renderAt(<LoginRegisterChoice signIn={null} />);
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/fr-be/registreren',
    );
    await act(() => changeLanguage('en-us'));
  });
});

describe('safeRedirectPath', () => {
  it('keeps paths on this site and drops everything else', () => {
    expect(safeRedirectPath('/mijn-account?x=1')).toBe('/mijn-account?x=1');
    for (const unsafe of ['//evil.example', '/\\evil.example', 'https://evil.example', '', null])
      expect(safeRedirectPath(unsafe)).toBeNull();
  });
});
