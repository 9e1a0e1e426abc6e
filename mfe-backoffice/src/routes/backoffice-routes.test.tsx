import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { initShopI18n } from '@shop/shared-ui';
import '@shop/shared-ui/forms';
import '../i18n/messages';
import { staffSession } from '../session/staff-session';
import { answer, order, summary } from '../test-support/orders';
import { BackofficeRoutes } from './backoffice-routes';

const fetch = jest.spyOn(globalThis, 'fetch');
const calls = () => fetch.mock.calls.map(([url, init]) => ({ url: String(url), init: init ?? {} }));

function show(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/en-us/winkel/*" element={<BackofficeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function signIn() {
  fetch.mockResolvedValueOnce(
    new Response(
      JSON.stringify({ token_type: 'Bearer', access_token: 'staff-token', expires_in: 900 }),
      { status: 200 },
    ),
  );
  await staffSession.signIn('winkel@bloemenzo.nl', 'Bloem3n!');
  fetch.mockClear();
}

beforeAll(() => initShopI18n('en-us'));
afterEach(() => {
  staffSession.signOut();
  sessionStorage.clear();
});

describe('the staff screen', () => {
  it('asks a visitor without a staff session to sign in, and checks the form first', async () => {
    show('/en-us/winkel');
    expect(screen.getByRole('heading', { name: 'Back office: sign in' })).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(screen.getByRole('alert')).toHaveTextContent('There is an error in the form');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says so when the staff member’s password is wrong', async () => {
    show('/en-us/winkel');
    fetch.mockResolvedValueOnce(answer({ error: 'invalid_grant' }, 400));
    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: 'winkel@bloemenzo.nl' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email address or password is incorrect.',
    );
  });

  it('lists orders with the staff token and the filters in the address', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(answer({ 'hydra:member': [summary()], 'hydra:totalItems': 1 }));
    show('/en-us/winkel?status=pending,processed&delivery_from=2026-12-24');
    const table = await screen.findByRole('table', { name: 'Orders, soonest delivery first' });
    const [list] = calls();
    expect(list?.url).toBe(
      '/api/back-office/orders?status=pending%2Cprocessed&delivery_from=2026-12-24&page_items=25',
    );
    expect((list?.init.headers as Record<string, string>).authorization).toBe('Bearer staff-token');
    const row = within(table).getByRole('row', { name: /FB-100001/ });
    expect(row).toHaveTextContent('With the florist');
    expect(row).toHaveTextContent('€ 34,95');
    expect(row).toHaveTextContent('Utrecht');
    expect(within(row).getByRole('link', { name: 'Open order FB-100001' })).toHaveAttribute(
      'href',
      '/en-us/winkel/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11',
    );
    expect(screen.getByLabelText('With the florist')).toBeChecked();
  });

  it('refuses a delivery range that ends before it starts, without calling the API', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(answer({ 'hydra:member': [], 'hydra:totalItems': 0 }));
    show('/en-us/winkel');
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    fetch.mockClear();
    fireEvent.change(screen.getByLabelText('Delivery from'), { target: { value: '2026-12-24' } });
    fireEvent.change(screen.getByLabelText('Delivery until'), { target: { value: '2026-12-20' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show orders' })));
    expect(screen.getByLabelText('Delivery until')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks to sign in again when the API no longer takes the token', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(answer({ 'hydra:title': 'Unauthorized' }, 401));
    show('/en-us/winkel');
    expect(
      await screen.findByText('Your session has ended. Sign in again to continue.'),
    ).toBeInTheDocument();
  });

  it('ships an order: only the steps the API offers, the answer shown and announced', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(answer(order()));
    show('/en-us/winkel/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11');
    expect(await screen.findByRole('heading', { name: 'Order FB-100001' })).toBeInTheDocument();
    expect(screen.getByText('Winkel Bloem & Zo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ship' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    fetch.mockClear();

    fetch.mockResolvedValueOnce(
      answer(order({ status: 'sent', available_transitions: ['complete'] })),
    );
    fireEvent.change(screen.getByLabelText('Note for the history (optional)'), {
      target: { value: 'Picked up by PostNL' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ship' })));
    const [move] = calls();
    expect(move?.url).toBe(
      '/api/back-office/orders/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11/transitions',
    );
    expect(JSON.parse(String(move?.init.body))).toEqual({
      transition: 'ship',
      note: 'Picked up by PostNL',
    });
    expect(await screen.findByText('Order FB-100001: On its way.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
  });

  it('shows the API’s refusal of a step and the order as it is now', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(answer(order()));
    show('/en-us/winkel/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11');
    await screen.findByRole('heading', { name: 'Order FB-100001' });
    fetch
      .mockResolvedValueOnce(
        answer(
          { 'hydra:title': 'Conflict', 'hydra:description': 'An order that is sent cannot ship' },
          409,
        ),
      )
      .mockResolvedValueOnce(
        answer(order({ status: 'sent', available_transitions: ['complete'] })),
      );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ship' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('An order that is sent cannot ship');
    expect(await screen.findByRole('button', { name: 'Mark as delivered' })).toBeInTheDocument();
  });

  it('adds a track & trace code only with an https link, and shows the link', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(answer(order({ status: 'sent' })));
    show('/en-us/winkel/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11');
    const form = within(await screen.findByRole('form', { name: 'Add a track and trace code' }));
    fetch.mockClear();
    fireEvent.change(form.getByLabelText('Code'), { target: { value: '3SBLOEM123' } });
    fireEvent.change(form.getByLabelText('Tracking link (https)'), {
      target: { value: 'http://postnl.nl/3SBLOEM123' },
    });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Add code' })));
    expect(form.getByLabelText('Tracking link (https)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();

    const url = 'https://jouw.postnl.nl/track-and-trace/3SBLOEM123-NL-3511AB';
    fetch.mockResolvedValueOnce(
      answer(
        order({
          status: 'sent',
          track_and_trace: [
            { carrier: 'postnl', code: '3SBLOEM123', url, added_at: '2026-12-23T08:00:00.000Z' },
          ],
        }),
        201,
      ),
    );
    fireEvent.change(form.getByLabelText('Tracking link (https)'), { target: { value: url } });
    await act(async () => fireEvent.click(form.getByRole('button', { name: 'Add code' })));
    expect(JSON.parse(String(calls()[0]?.init.body))).toEqual({
      carrier: 'postnl',
      code: '3SBLOEM123',
      url,
    });
    expect(
      await screen.findByRole('link', { name: 'Track parcel 3SBLOEM123 (PostNL)' }),
    ).toHaveAttribute('href', url);
  });

  it('cancels only with a reason', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(answer(order()));
    show('/en-us/winkel/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11');
    const form = within(await screen.findByRole('form', { name: 'Cancel the order' }));
    fetch.mockClear();
    await act(async () =>
      fireEvent.click(form.getByRole('button', { name: 'Cancel order and refund' })),
    );
    expect(form.getByLabelText(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockResolvedValueOnce(
      answer(
        order({
          status: 'canceled',
          available_transitions: [],
          refunds: [
            { amount: 3495, kind: 'refund', status: 'completed', at: '2026-12-21T11:00:00.000Z' },
          ],
        }),
      ),
    );
    fireEvent.change(form.getByLabelText(/^Reason/), { target: { value: 'Customer asked' } });
    await act(async () =>
      fireEvent.click(form.getByRole('button', { name: 'Cancel order and refund' })),
    );
    expect(await screen.findByText('Order FB-100001 is canceled.')).toBeInTheDocument();
    expect(screen.getByText(/€ 34,95 on .*: refunded/)).toBeInTheDocument();
  });

  /** Ships the order on screen; the API answers it sent with these captures. */
  async function ship(captures: ReturnType<typeof order>['captures']) {
    await signIn();
    fetch.mockResolvedValueOnce(answer(order()));
    show('/en-us/winkel/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11');
    await screen.findByRole('heading', { name: 'Order FB-100001' });
    expect(
      screen.queryByRole('region', { name: 'Collecting the payment' }),
    ).not.toBeInTheDocument();
    fetch.mockResolvedValueOnce(
      answer(order({ status: 'sent', available_transitions: ['complete'], captures })),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ship' })));
    await screen.findByText('Order FB-100001: On its way.');
  }
  const at = '2026-12-22T09:00:00.000Z';

  it('ships an order whose payment the provider refuses to collect: staff are told at once and see it on the order', async () => {
    await ship([{ amount: 3495, status: 'failed', at }]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Order FB-100001 is on its way, but the payment provider refused to collect the payment. Collect it another way.',
    );
    expect(screen.getByRole('region', { name: 'Collecting the payment' })).toHaveTextContent(
      /€ 34,95 on .*: refused by the payment provider: collect the payment another way/,
    );
  });

  it('tells staff when the provider has not answered the collection yet', async () => {
    await ship([{ amount: 3495, status: 'pending', at }]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Order FB-100001 is on its way; the payment provider has not confirmed collecting the payment yet. It is asked again automatically.',
    );
    expect(screen.getByRole('region', { name: 'Collecting the payment' })).toHaveTextContent(
      'no answer from the payment provider yet: asked again automatically',
    );
  });

  it('needs no alert when the provider took the collection on', async () => {
    await ship([{ amount: 3495, status: 'processing', at }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Collecting the payment' })).toHaveTextContent(
      /€ 34,95 on .*: being collected/,
    );
  });

  it('shows a released authorization as released, with nothing charged, not as refunded', async () => {
    await signIn();
    fetch.mockResolvedValueOnce(
      answer(
        order({
          status: 'canceled',
          available_transitions: [],
          refunds: [{ amount: 3495, kind: 'release', status: 'completed', at }],
        }),
      ),
    );
    show('/en-us/winkel/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11');
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent(/€ 34,95 on .*: authorization released: nothing was charged/);
    expect(refunds).not.toHaveTextContent('refunded');
  });
});
