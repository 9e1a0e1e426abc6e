import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { initShopI18n } from '@shop/shared-ui';
import {
  authRuntime,
  createAuthSession,
  createTokenClient,
  provideAuthSession,
} from '@shop/shared-auth';
import { API_TIMEOUT_MS } from '@shop/shared-http';
import '../i18n/host-texts';
import { SignInForm } from './sign-in-form';

describe('the sign-in form', () => {
  beforeAll(async () => {
    await initShopI18n('nl-nl');
  });
  afterEach(() => jest.useRealTimers());

  it('ends a sign-in whose token call hangs after 20 s with a clear message, ready to try again', async () => {
    // A token endpoint that accepts the call and never answers, until the call is aborted.
    const hanging = jest.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    provideAuthSession(
      createAuthSession({
        requestToken: createTokenClient({
          tokenUrl: '/api/token',
          clientId: 'shop-web',
          fetch: hanging,
        }),
        loadAccount: () => Promise.reject(new Error('not reached')),
        runtime: authRuntime,
      }),
    );
    jest.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/inloggen']}>
        <SignInForm redirectPath={null} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('E-mailadres'), {
      target: { value: 'demo@bloemenzo.nl' },
    });
    fireEvent.change(screen.getByLabelText('Wachtwoord'), { target: { value: 'Bloem3n!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    expect(hanging).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Formulier wordt verzonden' })).toBeDisabled();

    await act(() => jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Het duurt te lang. Probeer het nogmaals.');
    expect(screen.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
  });
});
