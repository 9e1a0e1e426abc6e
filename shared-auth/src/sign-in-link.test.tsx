import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { SignInLink } from './sign-in-link';
import { configureSignInPath, configureSignInRedirect } from './sign-in-path';

const renderAt = (url: string, link: React.ReactElement) =>
  render(<MemoryRouter initialEntries={[url]}>{link}</MemoryRouter>);

describe('SignInLink', () => {
  const begin = jest.fn<void, [string?]>();
  beforeEach(() => {
    begin.mockReset();
    configureSignInRedirect(begin);
    configureSignInPath((redirectPath) => `/fr-be/inloggen?redirectPath=${redirectPath}`);
  });
  afterEach(() => configureSignInRedirect(null));

  it('signs in through the site’s authorize flow, back to the redirect path it names', () => {
    renderAt(
      '/afrekenen/gegevens',
      <SignInLink redirectPath="/afrekenen/gegevens">Inloggen</SignInLink>,
    );
    const link = screen.getByRole('link', { name: 'Inloggen' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    fireEvent(link, click);
    expect(click.defaultPrevented).toBe(true);
    expect(begin).toHaveBeenCalledWith('/afrekenen/gegevens');
  });

  it('without a redirect path leaves it to the flow to come back to this page', () => {
    renderAt('/p/zonnig-boeket#2', <SignInLink>Inloggen</SignInLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Inloggen' }));
    expect(begin).toHaveBeenCalledWith(undefined);
  });

  it('stays a real link to the sign-in page and back, for a new tab', () => {
    renderAt('/p/zonnig-boeket?x=1#2', <SignInLink>Inloggen</SignInLink>);
    const link = screen.getByRole('link', { name: 'Inloggen' });
    expect(link).toHaveAttribute('href', '/fr-be/inloggen?redirectPath=/p/zonnig-boeket?x=1#2');
    fireEvent.click(link, { ctrlKey: true });
    expect(begin).not.toHaveBeenCalled();
  });
});
