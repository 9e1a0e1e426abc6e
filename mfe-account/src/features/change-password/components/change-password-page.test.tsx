import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { authRuntime, provideAuthSession, type AuthSession } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n, TOAST_MS } from '@shop/shared-ui';
import '../../../i18n/messages';
import { ChangePasswordPage } from './change-password-page';

const answer = (body: unknown, status: number) =>
  Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status }));

describe('ChangePasswordPage', () => {
  const fetch = jest.fn();
  const signInWithPassword = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    signInWithPassword.mockReset().mockResolvedValue(undefined);
    configureHttp({ baseUrl: '/api', fetch });
    provideAuthSession({ signInWithPassword } as unknown as AuthSession);
    authRuntime.setUser({
      uuid: 'u1',
      email: 'anna@example.com',
      currentCompany: null,
      permissions: [],
    });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
    jest.useRealTimers();
  });

  const fill = (current: string, next: string, repeat: string) => {
    render(<ChangePasswordPage />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: next } });
    fireEvent.change(screen.getByLabelText('Repeat new password'), { target: { value: repeat } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('says the new passwords do not match, at the repeat field, without calling the API', () => {
    fill('Bloem3n!', 'Tulp3n!!', 'Tulp3n!?');
    const repeat = screen.getByLabelText('Repeat new password');
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(repeat).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the password rule for a weak new password', () => {
    fill('Bloem3n!', 'tulpen', 'tulpen');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    // The rule is the field's hint and its error.
    expect(
      screen.getAllByText(
        'Your password must contain at least 6 characters, including 1 number and 1 special character',
      ),
    ).toHaveLength(2);
  });

  it('says the current password is wrong in the API’s words', async () => {
    fetch.mockImplementation(() =>
      answer(
        {
          'hydra:title': 'Current password is wrong',
          'hydra:description': 'Current password is wrong',
        },
        400,
      ),
    );
    fill('Verkeerd1!', 'Tulp3n!!', 'Tulp3n!!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is wrong');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/me/change-password');
    expect(JSON.parse(String(init.body))).toEqual({
      oldPassword: 'Verkeerd1!',
      newPassword: 'Tulp3n!!',
    });
  });

  it('shows the spec’s long text for any other failure', async () => {
    fetch.mockImplementation(() => answer({ 'hydra:description': 'boom' }, 500));
    fill('Bloem3n!', 'Tulp3n!!', 'Tulp3n!!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error has occurred while changing the password. Please try again or contact Customer Service.',
    );
  });

  it('says the password was updated and empties the fields', async () => {
    fetch.mockImplementation(() => answer(null, 204));
    fill('Bloem3n!', 'Tulp3n!!', 'Tulp3n!!');
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(
      screen.getByText('Your password has been updated.').closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows the success as a toast that goes after 4 s (spec §9)', async () => {
    jest.useFakeTimers();
    fetch.mockImplementation(() => answer(null, 204));
    fill('Bloem3n!', 'Tulp3n!!', 'Tulp3n!!');
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('Your password has been updated.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Your password has been updated.')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('signs in again with the new password, as the change ended every sign-in', async () => {
    fetch.mockImplementation(() => answer(null, 204));
    fill('Bloem3n!', 'Tulp3n!!', 'Tulp3n!!');
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(signInWithPassword).toHaveBeenCalledWith('anna@example.com', 'Tulp3n!!');
  });

  it('keeps the success text when signing in again fails, and does not sign in after a refusal', async () => {
    signInWithPassword.mockRejectedValue(new Error('invalid_grant'));
    fetch.mockImplementation(() => answer(null, 204));
    fill('Bloem3n!', 'Tulp3n!!', 'Tulp3n!!');
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    cleanup();
    signInWithPassword.mockClear();
    fetch.mockImplementation(() =>
      answer({ 'hydra:description': 'Current password is wrong' }, 400),
    );
    fill('Verkeerd1!', 'Tulp3n!!', 'Tulp3n!!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is wrong');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });
});
