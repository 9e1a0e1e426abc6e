import { cleanup, fireEvent, render, screen, waitFor, within, act } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared-ui/router';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../i18n/messages';
import { AccountRoutes } from './account-routes';
import type { Order } from '../features/orders/api/orders-api';
import { FakeEventSource } from '@shop/shared-http/testing';

const uuid = '6f1c2a8e-3d4b-4c5e-9f6a-7b8c9d0e1f2a';
const address = {
  attn: '',
  firstname: 'Anna',
  lastname: 'de Vries',
  companyName: '',
  street: 'Oudegracht',
  housenumber: '12',
  housenumber_addition: 'b',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL' as const,
  phoneNumber: '',
};
const amounts = (incl: number, excl: number) => ({
  incl_vat: incl,
  excl_vat: excl,
  vat: incl - excl,
});
const order: Order = {
  uuid,
  number: 'FB-100042',
  status: 'sent',
  ordered_at: '2026-03-02T09:00:00Z',
  ordered_by: 'Anna de Vries',
  email: 'anna@example.com',
  delivery_date: '2026-03-04',
  delivery_remark: 'Bel aan bij de buren',
  delivery_address: address,
  invoice_address: { ...address, companyName: 'De Tulp B.V.', city: 'Amsterdam' },
  payment_method: 'ideal',
  quantity: 2,
  subtotal: amounts(9465, 8492),
  delivery_cost: amounts(495, 409),
  total: amounts(9960, 8901),
  vat: 1059,
  track_and_trace: [
    {
      carrier: 'postnl',
      code: '3SABC123',
      url: 'https://tracking.example/3SABC123',
      added_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  lines: [
    {
      product: { slug: 'zonnig-boeket', name: 'Zonnig boeket' },
      properties: { size: 'Medium' },
      quantity: 2,
      vat_rate_bp: 900,
      price: amounts(3690, 3385),
      price_total: amounts(9465, 8492),
      card: { name: 'Congratulations', text: 'Van harte!\nAnna' },
      personalization: true,
      letter: null,
      upsells: [{ name: 'Balloon', quantity: 3, text: 'Hoera', total: amounts(2085, 1722) }],
    },
  ],
  history: [
    { transition: 'create', from: null, to: 'draft', at: '2026-03-02T09:00:00Z', rejection: null },
    {
      transition: 'request_payment',
      from: 'draft',
      to: 'payment-pending',
      at: '2026-03-02T09:00:01Z',
      rejection: null,
    },
    {
      transition: 'pay',
      from: 'payment-pending',
      to: 'new',
      at: '2026-03-02T09:01:00Z',
      rejection: null,
    },
  ],
  rejection: null,
};
const rejection = { reason: 'Te duur voor één receptie', rejected_by: 'Goedkeuring Bedrijf' };
const rejected: Order = {
  ...order,
  status: 'canceled',
  payment_method: 'invoice',
  history: [
    { transition: 'create', from: null, to: 'draft', at: '2026-03-02T09:00:00Z', rejection: null },
    {
      transition: 'request_approval',
      from: 'draft',
      to: 'approvement-pending',
      at: '2026-03-02T09:00:01Z',
      rejection: null,
    },
    {
      transition: 'reject',
      from: 'approvement-pending',
      to: 'canceled',
      at: '2026-03-03T10:00:00Z',
      rejection,
    },
  ],
  rejection: { ...rejection, at: '2026-03-03T10:00:00Z' },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/mijn-account/*" element={<AccountRoutes />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

describe('OrderDetailPage', () => {
  const fetch = jest.fn();

  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    FakeEventSource.install({ act });
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({ uuid: 'me', currentCompany: null, permissions: [] });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  it('shows the shop’s changes as they happen: a new status and a track & trace code', async () => {
    const placed: Order = { ...order, status: 'processed', track_and_trace: [] };
    fetch.mockImplementation((url: string) =>
      Promise.resolve(
        new Response(JSON.stringify(url === '/api/me/hub-token' ? { token: 'hub-token' } : placed)),
      ),
    );
    renderAt(`/mijn-account/bestellingen/${uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order FB-100042' })).toBeVisible();
    expect(screen.getAllByText('Made by the florist')[0]).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const url = new URL(FakeEventSource.instances[0]!.url, 'http://shop.test');
    expect(url.searchParams.get('topic')).toBe('/api/relation/customers/me/orders');
    // Another order of the customer changes nothing here.
    FakeEventSource.instances[0]!.push({ ...order, uuid: 'another', number: 'FB-100043' });
    expect(screen.queryByRole('link', { name: '3SABC123' })).not.toBeInTheDocument();
    FakeEventSource.instances[0]!.push(order);
    expect(screen.getAllByText('On its way')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3SABC123' })).toHaveAttribute(
      'href',
      'https://tracking.example/3SABC123',
    );
    expect(screen.getByText(/3SABC123/).closest('li')).toHaveTextContent('3SABC123 · PostNL');
  });

  it('shows the lines with their options, the addresses, totals, tracking and history', async () => {
    fetch.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(order))));
    renderAt(`/mijn-account/bestellingen/${uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order FB-100042' })).toBeVisible();
    expect(fetch.mock.calls[0][0]).toBe(`/api/order/orders/${uuid}`);
    expect(screen.getAllByText('On its way')[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Zonnig boeket' })).toBeInTheDocument();
    expect(screen.getByText('Card: Congratulations')).toBeInTheDocument();
    expect(screen.getByText(/Van harte!/)).toBeInTheDocument();
    expect(screen.getByText('Personalized')).toBeInTheDocument();
    expect(screen.getByText(/3 × Balloon/)).toBeInTheDocument();

    const totals = screen.getByRole('heading', { name: 'Totals' }).closest('section')!;
    expect(totals).toHaveTextContent('Total excl. VAT€ 89,01');
    expect(totals).toHaveTextContent('VAT€ 10,59');
    expect(totals).toHaveTextContent('Total incl. VAT€ 99,60');

    const delivery = screen.getByRole('heading', { name: 'Delivery address' }).closest('section')!;
    expect(delivery).toHaveTextContent('Oudegracht 12b');
    expect(delivery).toHaveTextContent('3511 AB Utrecht');
    const invoice = screen.getByRole('heading', { name: 'Invoice address' }).closest('section')!;
    expect(invoice).toHaveTextContent('De Tulp B.V.');
    expect(screen.getByText('Bel aan bij de buren')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '3SABC123' })).toHaveAttribute(
      'href',
      'https://tracking.example/3SABC123',
    );
    const history = screen.getByRole('heading', { name: 'Status history' }).closest('section')!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Draft'),
      expect.stringContaining('Awaiting payment'),
      expect.stringContaining('Being processed'),
    ]);
  });

  it('shows a rejected order’s rejection, its reason and its approver, also in its history', async () => {
    fetch.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(rejected))));
    renderAt(`/mijn-account/bestellingen/${uuid}`);
    const notice = (await screen.findByRole('heading', { name: 'Order not approved' })).closest(
      'section',
    )!;
    expect(notice).toHaveTextContent('Goedkeuring Bedrijf rejected this order on Mar 3, 2026.');
    expect(notice).toHaveTextContent('Reason: Te duur voor één receptie');
    const history = screen.getByRole('heading', { name: 'Status history' }).closest('section')!;
    expect(within(history).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /Canceled \(rejected by Goedkeuring Bedrijf\) Reason: Te duur voor één receptie$/,
    );
  });

  it('shows no rejection on an order nobody rejected', async () => {
    fetch.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(order))));
    renderAt(`/mijn-account/bestellingen/${uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Order FB-100042' });
    expect(screen.queryByRole('heading', { name: 'Order not approved' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Reason:/)).not.toBeInTheDocument();
  });

  it('repeats the order through the checkout, which owns the cart', async () => {
    fetch.mockImplementation(() => Promise.resolve(new Response(JSON.stringify(order))));
    renderAt(`/mijn-account/bestellingen/${uuid}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Repeat order' }));
    expect(screen.getByTestId('where')).toHaveTextContent(`/afrekenen?herhaal=${uuid}`);
  });

  it('tells a user an order that is not theirs is not there', async () => {
    fetch.mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ 'hydra:description': 'Not found' }), { status: 404 }),
      ),
    );
    renderAt(`/mijn-account/bestellingen/${uuid}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order does not exist or is not yours.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/mijn-account/bestellingen',
    );
  });
});
