import { act, fireEvent, screen } from '@testing-library/react';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import { ResetPasswordForm } from './reset-password-form';
import { answer, hydraError, renderAt, sentBody } from './test-helpers';

const fill = (newPassword: string, repeat = newPassword) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: repeat } });
};
const save = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save password' })));

describe('ResetPasswordForm', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
  });

  it('explains a link without a token and offers a new one', () => {
    renderAt(<ResetPasswordForm token={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/en-us/wachtwoord-vergeten',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('holds the new password to the password rule', async () => {
    renderAt(<ResetPasswordForm token="t0k3n" />);
    fill('bloemen');
    await save();
    expect(
      screen.getByText(
        'Your password must contain at least 6 characters, including 1 number and 1 special character',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says when the two passwords differ', async () => {
    renderAt(<ResetPasswordForm token="t0k3n" />);
    fill('Bloem3n!', 'Bloem3n?');
    await save();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Repeat new password')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the token with the new password, then offers to sign in', async () => {
    fetch.mockResolvedValue(answer(204));
    renderAt(<ResetPasswordForm token="t0k3n" />);
    fill('N1euw!wachtwoord');
    await save();
    expect(fetch.mock.calls[0]![0]).toBe('/api/customers/password-reset');
    expect(sentBody(fetch)).toEqual({ token: 't0k3n', newPassword: 'N1euw!wachtwoord' });
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-us/inloggen',
    );
  });

  it('shows the API’s message for a link that is no longer valid, and offers a new one', async () => {
    fetch.mockResolvedValue(
      answer(400, hydraError('This reset link is no longer valid. Please request a new one.')),
    );
    renderAt(<ResetPasswordForm token="spent" />);
    fill('N1euw!wachtwoord');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This reset link is no longer valid. Please request a new one.',
    );
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
