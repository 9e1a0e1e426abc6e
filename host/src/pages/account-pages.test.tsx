import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { initShopI18n, changeLanguage } from '@shop/shared-ui';
import '../i18n/host-texts';
import { SignInPage } from './sign-in-page';
import { RegisterPage } from './register-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { NotFoundPage } from './not-found-page';
import { ForbiddenPage } from './forbidden-page';

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

  it('names each page for search engines and asks not to be indexed', () => {
    const head = (selector: string, attribute = 'content') =>
      [...document.head.querySelectorAll(selector)].map((tag) => tag.getAttribute(attribute));
    renderPage('/inloggen', '/inloggen?redirectPath=%2Fmijn-account', <SignInPage />);
    expect(head('meta[name="description"]')).toEqual([
      'Log in bij Bloem & Zo om je bestellingen, adressen en gegevens te bekijken.',
    ]);
    expect(head('meta[name="robots"]')).toEqual(['noindex']);
    expect(head('link[rel="canonical"]', 'href')).toEqual(['http://localhost/inloggen']);
    cleanup();
    renderPage('/registreren', '/registreren', <RegisterPage />);
    expect(document.title).toBe('Account aanmaken | Bloem & Zo');
    expect(head('meta[name="description"]')).toHaveLength(1);
    expect(head('meta[name="robots"]')).toEqual(['noindex']);
    cleanup();
    renderPage('/wachtwoord-vergeten', '/wachtwoord-vergeten', <ForgotPasswordPage />);
    expect(document.title).toBe('Wachtwoord vergeten | Bloem & Zo');
    expect(head('link[rel="canonical"]', 'href')).toEqual(['http://localhost/wachtwoord-vergeten']);
    cleanup();
    // Not found and no access: no canonical address, no alternates, noindex.
    for (const [page, title] of [
      [<NotFoundPage key="404" />, 'Pagina niet gevonden | Bloem & Zo'],
      [<ForbiddenPage key="403" />, 'Geen toegang | Bloem & Zo'],
    ] as const) {
      renderPage('*', '/bestaat-niet', page);
      expect(document.title).toBe(title);
      expect(head('meta[name="robots"]')).toEqual(['noindex']);
      expect(head('link[rel="canonical"], link[rel="alternate"]', 'href')).toEqual([]);
      cleanup();
    }
    expect(head('meta[name="robots"]')).toEqual([]);
  });

  it('renders the sign-in page on the server with its head tags, the form waiting for the script', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/inloggen']}>
        <SignInPage />
      </MemoryRouter>,
    );
    expect(html).toContain('<title>Inloggen | Bloem &amp; Zo</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('form.shop-host-sign-in')).toHaveAttribute('method', 'post');
    // Sent before the script runs, the form would go to the server: it waits for hydration.
    expect(page.querySelector('form.shop-host-sign-in button[type="submit"]')).toBeDisabled();
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

  it('leaves the reset form to the browser, which reads the token from the link', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/wachtwoord-herstellen']}>
        <ResetPasswordPage />
      </MemoryRouter>,
    );
    expect(html).toContain('Nieuw wachtwoord kiezen');
    expect(html).not.toContain('<form');
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
