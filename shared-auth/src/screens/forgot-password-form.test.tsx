import { act, fireEvent, screen } from '@testing-library/react';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n, changeLanguage } from '@shop/shared-ui';
import { ForgotPasswordForm } from './forgot-password-form';
import { answer, hydraError, renderAt, sentBody } from './test-helpers';

const fill = (value: string) =>
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
const send = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' })));

describe('ForgotPasswordForm', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
  });

  it('checks the address with the shared schema before calling the API', async () => {
    renderAt(<ForgotPasswordForm />);
    fill('geen-adres');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('There is an error in the form');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    const field = screen.getByLabelText('Email address');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('marks an empty address without an inline "Required"', async () => {
    renderAt(<ForgotPasswordForm />);
    await send();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
  });

  it("says 'Formulier wordt verzonden' while sending, then confirms where the mail went", async () => {
    await act(() => changeLanguage('nl-nl'));
    let respond: (response: Response) => void = () => undefined;
    fetch.mockReturnValue(new Promise<Response>((resolve) => (respond = resolve)));
    renderAt(<ForgotPasswordForm />);
    fireEvent.change(screen.getByLabelText('E-mailadres'), {
      target: { value: ' Roos@Example.NL ' },
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Herstellink versturen' })),
    );
    const busy = screen.getByRole('button', { name: 'Formulier wordt verzonden' });
    expect(busy).toBeDisabled();
    expect(fetch.mock.calls[0]![0]).toBe('/api/customers/password-reset-mail');
    expect(sentBody(fetch)).toEqual({ email: 'roos@example.nl' });

    await act(async () => respond(answer(202, { '@type': 'PasswordResetMail' })));
    expect(screen.getByRole('status')).toHaveTextContent(
      'We hebben een e-mail gestuurd naar roos@example.nl.',
    );
    expect(screen.getByRole('link', { name: 'Terug naar inloggen' })).toHaveAttribute(
      'href',
      '/inloggen',
    );
    await act(() => changeLanguage('en-us'));
  });

  it.each([
    [
      404,
      'No account exists yet with the email address provided. Please check the email address or continue without logging in.',
    ],
    [409, 'A password reset already has been requested.'],
    [
      502,
      'The email to reset your password could not be sent. Please try again later or contact Customer Service.',
    ],
    [429, 'Too many attempts. Please try again in 60 seconds.'],
  ])('shows the API’s %i message', async (status, message) => {
    fetch.mockResolvedValue(answer(status, hydraError(message)));
    renderAt(<ForgotPasswordForm />);
    fill('roos@example.nl');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Only for an unknown address: the way to create an account instead.
    expect(screen.queryAllByRole('link', { name: 'Create an account' })).toHaveLength(
      status === 404 ? 1 : 0,
    );
  });

  it('shows the API’s email check message and marks the field', async () => {
    fetch.mockResolvedValue(
      answer(
        400,
        hydraError('We could not check this email address. Please enter a valid email address.', {
          'hydra:title': 'There is an error in the form',
          violations: [
            {
              propertyPath: 'email',
              message: 'Please enter a valid email address',
              code: 'validation.email',
            },
          ],
        }),
      ),
    );
    renderAt(<ForgotPasswordForm />);
    // valibot's check passed here; the API's stricter check did not.
    fill('roos@example.nl');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not check this email address. Please enter a valid email address.',
    );
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('says the shop cannot be reached when the network fails', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt(<ForgotPasswordForm />);
    fill('roos@example.nl');
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The shop cannot be reached right now. Please try again shortly.',
    );
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });

  it('says it takes too long when the API does not answer in time', async () => {
    configureHttp({
      baseUrl: '/api',
      timeoutMs: 5,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    renderAt(<ForgotPasswordForm />);
    fill('roos@example.nl');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This is taking too long. Please try again.',
    );
  });
});
