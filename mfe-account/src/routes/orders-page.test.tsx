import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@shop/shared-ui/router';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../i18n/messages';
import { AccountRoutes } from './account-routes';
import type { Order } from '../features/orders/api/orders-api';

const amounts = (incl: number) => ({ incl_vat: incl, excl_vat: incl - 100, vat: 100 });
const order = (n: number, overrides: Partial<Order> = {}): Order =>
  ({
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `FB-${100000 + n}`,
    status: 'new',
    ordered_at: '2026-03-02T09:00:00Z',
    delivery_date: '2026-03-04',
    total: amounts(4490),
    ...overrides,
  }) as Order;
const page = (orders: Order[], total = orders.length) =>
  Promise.resolve(
    new Response(JSON.stringify({ 'hydra:member': orders, 'hydra:totalItems': total })),
  );

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/mijn-account/*"
          element={
            <>
              <AccountRoutes />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

describe('OrdersPage', () => {
  const fetch = jest.fn();
  const urls = () => fetch.mock.calls.map(([url]: [string]) => url);

  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({ uuid: 'me', currentCompany: null, permissions: [] });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  it('lists the orders in a table after announcing that it loads', async () => {
    fetch.mockImplementation(() =>
      page([order(2, { status: 'payment-pending' }), order(1, { status: 'completed' })]),
    );
    renderAt('/mijn-account/bestellingen');
    expect(screen.getByText('Loading…').closest('[aria-live="polite"]')).not.toBeNull();
    const table = await screen.findByRole('table', { name: 'Your orders, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'FB-100002' })).toHaveAttribute(
      'href',
      `/mijn-account/bestellingen/${order(2).uuid}`,
    );
    expect(rows[1]).toHaveTextContent('Awaiting payment');
    expect(rows[1]).toHaveTextContent('Mar 2, 2026');
    expect(rows[1]).toHaveTextContent('Mar 4, 2026');
    expect(rows[1]).toHaveTextContent('€ 44,90');
    expect(rows[2]).toHaveTextContent('Delivered');
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(urls()[0]).toBe('/api/order/orders?page=1&page_items=15');
    expect(screen.queryByRole('navigation', { name: 'Pages of orders' })).not.toBeInTheDocument();
  });

  it('filters by status and dates, and refuses an end date before the start date', async () => {
    fetch.mockImplementation(() => page([order(1)]));
    renderAt('/mijn-account/bestellingen');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'sent' } });
    fireEvent.change(screen.getByLabelText('Ordered from'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Ordered until'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('Ordered until')).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);

    fetch.mockImplementation(() => page([]));
    fireEvent.change(screen.getByLabelText('Ordered until'), { target: { value: '2026-03-31' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filter' })));
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(urls()[1]).toBe(
      '/api/order/orders?page=1&page_items=15&status=sent&ordered_from=2026-03-10&ordered_till=2026-03-31',
    );
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/mijn-account/bestellingen?status=sent&ordered_from=2026-03-10&ordered_till=2026-03-31',
    );

    fetch.mockImplementation(() => page([order(1)]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Clear filters' })));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('says so when there are no orders at all', async () => {
    fetch.mockImplementation(() => page([]));
    renderAt('/mijn-account/bestellingen');
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it('pages 15 at a time and moves the focus to the new page', async () => {
    fetch.mockImplementation(() => page([order(1)], 31));
    renderAt('/mijn-account/bestellingen?status=new');
    const pages = await screen.findByRole('navigation', { name: 'Pages of orders' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await act(async () => fireEvent.click(within(pages).getByRole('button', { name: 'Next' })));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(urls()[1]).toBe('/api/order/orders?page=2&page_items=15&status=new');
    expect(screen.getByRole('heading', { name: 'Your orders, newest first' })).toHaveFocus();
  });

  it('shows an error with a retry when the orders cannot be loaded', async () => {
    fetch.mockImplementationOnce(() =>
      Promise.resolve(new Response(JSON.stringify({}), { status: 500 })),
    );
    fetch.mockImplementation(() => page([order(1)]));
    renderAt('/mijn-account/bestellingen');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
