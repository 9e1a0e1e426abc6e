import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { initShopI18n, changeLanguage } from '@shop/shared-ui';
import '../i18n/host-texts';
import { SignInPage } from './sign-in-page';
import { RegisterPage } from './register-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const renderPage = (path: string, url: string, page: React.ReactElement) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>,
  );

describe('the account pages', () => {
  beforeAll(async () => {
    await initShopI18n('nl-nl');
  });

  it('offers register and forgot password on the sign-in page, keeping the redirect path', () => {
    renderPage('/inloggen', '/inloggen?redirectPath=%2Fmijn-account', <SignInPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute(
      'href',
      '/wachtwoord-vergeten?redirectPath=%2Fmijn-account',
    );
    expect(screen.getByRole('link', { name: 'Account aanmaken' })).toHaveAttribute(
      'href',
      '/registreren?redirectPath=%2Fmijn-account',
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(document.title).toBe('Inloggen | Bloem & Zo');
  });

  it('titles the register and forgot-password pages', () => {
    renderPage('/registreren', '/registreren', <RegisterPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Particulier' })).toBeChecked();
    cleanup();
    renderPage('/wachtwoord-vergeten', '/wachtwoord-vergeten', <ForgotPasswordPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toBeInTheDocument();
  });

  it('reads the reset token from the link, and explains a link without one', async () => {
    renderPage('/wachtwoord-herstellen', '/wachtwoord-herstellen?token=abc', <ResetPasswordPage />);
    expect(screen.getByLabelText('Nieuw wachtwoord')).toBeInTheDocument();
    cleanup();
    await act(() => changeLanguage('en-us'));
    renderPage('/wachtwoord-herstellen', '/wachtwoord-herstellen', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    await act(() => changeLanguage('nl-nl'));
  });
});
