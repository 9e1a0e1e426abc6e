import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { initShopI18n } from '@shop/shared-ui';
import '@shop/shared-ui/forms';
import '../i18n/messages';
import { staffSession } from '../session/staff-session';
import { order } from '../test-support/orders';
import { tokenEndpoint } from '../test-support/token-endpoint';
import { BackofficeRoutes } from './backoffice-routes';

const fetch = jest.spyOn(globalThis, 'fetch');
const UUID = '6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11';
const url = 'https://jouw.postnl.nl/track-and-trace/3SBLOEM123-NL-3511AB';
/** Staff access tokens last 15 minutes (ADR 0048). */
const ACCESS_TOKEN_MS = 15 * 60 * 1000;

function showOrder() {
  render(
    <MemoryRouter initialEntries={[`/en-us/winkel/${UUID}`]}>
      <Routes>
        <Route path="/en-us/winkel/*" element={<BackofficeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The API: the order, and the order with its new code once one is added. */
const api = () =>
  tokenEndpoint({
    answer: (path) =>
      path.endsWith('/track-and-trace')
        ? order({
            track_and_trace: [
              { carrier: 'postnl', code: '3SBLOEM123', url, added_at: '2026-12-21T09:00:00Z' },
            ],
          })
        : order(),
  });

/** Fills the track & trace form and, meanwhile, a note the staff member has not sent yet. */
async function startWorking() {
  const form = within(await screen.findByRole('form', { name: 'Add a track and trace code' }));
  fireEvent.change(screen.getByLabelText('Note for the history (optional)'), {
    target: { value: 'Picked up by PostNL' },
  });
  fireEvent.change(form.getByLabelText('Code'), { target: { value: '3SBLOEM123' } });
  fireEvent.change(form.getByLabelText('Tracking link (https)'), { target: { value: url } });
  return form;
}

beforeAll(() => initShopI18n('en-us'));
beforeEach(() => jest.useFakeTimers({ now: new Date('2026-12-21T08:00:00Z') }));
afterEach(async () => {
  fetch.mockReset();
  await staffSession.signOut();
  sessionStorage.clear();
  jest.useRealTimers();
});

describe('a staff session that outlives its access token', () => {
  it('refreshes silently and keeps what the staff member was typing', async () => {
    const endpoint = api();
    fetch.mockImplementation(endpoint.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    showOrder();
    const form = await startWorking();
    // The 15 minutes pass while the staff member is at the counter.
    jest.setSystemTime(Date.now() + ACCESS_TOKEN_MS + 1000);
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Add code' })));
    expect(
      await screen.findByRole('link', { name: 'Track parcel 3SBLOEM123 (PostNL)' }),
    ).toHaveAttribute('href', url);
    expect(endpoint.state.refreshes).toEqual(['refresh-1']);
    // Never asked to sign in; the unsent note is still there.
    expect(screen.queryByRole('heading', { name: 'Back office: sign in' })).toBeNull();
    expect(screen.getByLabelText('Note for the history (optional)')).toHaveValue(
      'Picked up by PostNL',
    );
  });

  it('asks to sign in again, saying why, only when the refresh is refused', async () => {
    const endpoint = api();
    fetch.mockImplementation(endpoint.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    showOrder();
    const form = await startWorking();
    jest.setSystemTime(Date.now() + ACCESS_TOKEN_MS + 1000);
    endpoint.state.refuse = true;
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Add code' })));
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Back office: sign in' })).toBeInTheDocument();
  });

  it('signs out at the API: the refresh token is revoked', async () => {
    const endpoint = api();
    fetch.mockImplementation(endpoint.fetch);
    await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
    showOrder();
    await screen.findByRole('heading', { name: 'Order FB-100001' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
    expect(endpoint.state.revoked).toEqual(['refresh-1']);
    expect(await screen.findByText('You are signed out.')).toBeInTheDocument();
  });
});
