import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import type { Order } from '@shop/contracts/api';
import '../../../i18n/messages';
import '../../../i18n/checkout-messages';
import { CART_STORAGE_KEY } from '../../../cart/cart-store';
import { FakeEventSource } from '@shop/shared-http/testing';
import { checkoutDraft, lastOrder } from '../checkout-draft';
import { ConfirmationPage } from './confirmation-page';

const amounts = (incl: number, excl: number) => ({
  incl_vat: incl,
  excl_vat: excl,
  vat: incl - excl,
});
const address = {
  attn: '',
  firstname: 'Anna',
  lastname: 'de Vries',
  companyName: '',
  street: 'Oudegracht',
  housenumber: '12',
  housenumber_addition: '',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL' as const,
  phoneNumber: '',
};
const pending = {
  uuid: 'o1',
  number: 'FB-100042',
  status: 'payment-pending',
  email: 'anna@example.nl',
  delivery_date: '2026-12-03',
  delivery_address: address,
  lines: [
    {
      product: { slug: 'zonnig-boeket', name: 'Zonnig boeket' },
      quantity: 1,
      price_total: amounts(2495, 2289),
    },
  ],
  delivery_cost: amounts(495, 409),
  total: amounts(2990, 2698),
} as unknown as Order;
const cartRef = JSON.stringify({ uuid: 'c1', secret: 's1' });

const renderAt = () =>
  render(
    <MemoryRouter initialEntries={['/afrekenen/bevestiging/o1']}>
      <Routes>
        <Route
          path="/afrekenen/bevestiging/:uuid"
          element={<ConfirmationPage retry="/afrekenen/gegevens" />}
        />
        <Route path="/afrekenen/gegevens" element={<p>stap 3</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('the confirmation page, back from the payment provider', () => {
  const fetch = jest.fn();
  let answered: Order;
  beforeAll(() => initShopI18n('nl-nl'));
  beforeEach(() => {
    FakeEventSource.install({ act });
    sessionStorage.clear();
    localStorage.setItem(CART_STORAGE_KEY, cartRef);
    checkoutDraft.update({ paymentMethod: 'ideal', attemptKey: 'first-attempt' });
    answered = pending;
    fetch.mockReset();
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url.endsWith('hub-token') ? { token: 'hub-token' } : answered)),
      ),
    );
    configureHttp({ baseUrl: '/api', fetch });
  });
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    authRuntime.setUser(null);
  });

  it('waits for the payment, and confirms the order as soon as the hub brings the outcome', async () => {
    authRuntime.setUser({ uuid: 'me', currentCompany: null, permissions: [] });
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'We wachten op de bevestiging van je betaling…',
    );

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const hub = FakeEventSource.instances[0]!;
    const url = new URL(hub.url, 'http://shop.test');
    expect(url.pathname).toBe('/.well-known/mercure');
    expect(url.searchParams.getAll('topic')).toEqual(['/api/relation/customers/me/orders']);
    hub.open();
    hub.push({ ...pending, uuid: 'another', status: 'new' });
    expect(screen.getByRole('heading', { name: 'Je betaling wordt verwerkt' })).toBeInTheDocument();

    hub.push({ ...pending, status: 'new' });
    expect(
      await screen.findByRole('heading', { name: 'Bedankt voor je bestelling' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('FB-100042');
    // The hub brought it: the order was read when the page opened and once more when the hub
    // began to listen (for an outcome that came before), not again.
    expect(fetch.mock.calls.filter(([url]) => url === '/api/order/orders/o1')).toHaveLength(2);
    // The cart is an order now; the hub is left once the outcome is known.
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    expect(checkoutDraft.get('NL').paymentMethod).toBe('');
    expect(hub.readyState).toBe(2);
  });

  it('says a failed payment plainly, keeps the cart and goes back to pay again as a new attempt', async () => {
    authRuntime.setUser({ uuid: 'me', currentCompany: null, permissions: [] });
    renderAt();
    await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]!.push({ ...pending, status: 'canceled' });

    expect(
      await screen.findByRole('heading', { name: 'Je betaling is niet gelukt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Je bestelling FB-100042 is geannuleerd. Je winkelwagen staat nog klaar: kies een andere betaalmethode.',
    );
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(cartRef);
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('stap 3')).toBeInTheDocument();
    expect(checkoutDraft.get('NL').attemptKey).not.toBe('first-attempt');
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe(cartRef);
  });

  it('lets a guest hear the outcome over the hub with the order’s secret, however late it comes', async () => {
    jest.useFakeTimers();
    lastOrder.save({ uuid: 'o1', secret: 'order-secret' });
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const [tokenUrl, tokenInit] = fetch.mock.calls.find(([url]) =>
      String(url).endsWith('/hub-token'),
    ) as [string, RequestInit];
    expect(tokenUrl).toBe('/api/order/orders/o1/hub-token');
    expect(tokenInit.method).toBe('POST');
    expect((tokenInit.headers as Record<string, string>)['x-order-secret']).toBe('order-secret');
    const hub = FakeEventSource.latest();
    expect(hub.params.getAll('topic')).toEqual(['/api/order/orders/o1']);
    expect(hub.params.get('authorization')).toBe('hub-token');
    hub.open();

    // The hub listens: the page stops asking, and waits as long as the bank takes.
    const reads = () => fetch.mock.calls.filter(([url]) => url === '/api/order/orders/o1').length;
    await act(() => jest.advanceTimersByTimeAsync(100));
    const readSoFar = reads();
    expect(readSoFar).toBe(2);
    await act(() => jest.advanceTimersByTimeAsync(5 * 60_000));
    expect(reads()).toBe(readSoFar);
    expect(screen.getByRole('heading', { name: 'Je betaling wordt verwerkt' })).toBeInTheDocument();

    hub.push({ ...pending, status: 'new' });
    expect(
      await screen.findByRole('heading', { name: 'Bedankt voor je bestelling' }),
    ).toBeInTheDocument();
    expect(reads()).toBe(readSoFar);
    expect(hub.readyState).toBe(2);
  });

  it('asks again every 2 s with the order’s secret while the hub does not listen', async () => {
    jest.useFakeTimers();
    lastOrder.save({ uuid: 'o1', secret: 'order-secret' });
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.latest().refuse();
    answered = { ...pending, status: 'new' };
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(
      await screen.findByRole('heading', { name: 'Bedankt voor je bestelling' }),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls
      .filter(([called]) => called === '/api/order/orders/o1')
      .at(-1) as [string, RequestInit];
    expect(url).toBe('/api/order/orders/o1');
    expect((init.headers as Record<string, string>)['x-order-secret']).toBe('order-secret');
  });

  it('never goes back to waiting once the outcome is known, whatever an older reading says', async () => {
    authRuntime.setUser({ uuid: 'me', currentCompany: null, permissions: [] });
    let answerReread: (response: Response) => void = () => {};
    renderAt();
    await screen.findByRole('heading', { name: 'Je betaling wordt verwerkt' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    // The reading made when the hub begins to listen is slow, and set out before the outcome.
    fetch.mockImplementationOnce(
      () => new Promise<Response>((resolve) => (answerReread = resolve)),
    );
    const hub = FakeEventSource.latest();
    hub.open();
    hub.push({ ...pending, status: 'new' });
    expect(
      await screen.findByRole('heading', { name: 'Bedankt voor je bestelling' }),
    ).toBeInTheDocument();
    await act(async () => answerReread(new Response(JSON.stringify(pending))));
    expect(screen.getByRole('heading', { name: 'Bedankt voor je bestelling' })).toBeInTheDocument();
  });
});
