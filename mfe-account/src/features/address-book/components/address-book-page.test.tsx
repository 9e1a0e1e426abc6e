import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp, LOCK_EXPIRY_CHECK_MS } from '@shop/shared-http';
import { initShopI18n, TOAST_MS } from '@shop/shared-ui';
import '../../../i18n/messages';
import type { Address } from '../api/address-book-api';
import { AddressBookPage } from './address-book-page';
import { FakeEventSource } from '@shop/shared-http/testing';

const me = 'me-uuid';
const address = (uuid: string, street: string, extra: Partial<Address> = {}): Address => ({
  '@id': `/api/relation/addresses/${uuid}`,
  uuid,
  customer: `/api/relation/customers/${me}`,
  company: null,
  attn: '',
  firstname: 'Anna',
  lastname: street,
  companyName: '',
  street,
  housenumber: '1',
  housenumber_addition: '',
  postcode: '3511 AB',
  city: 'Utrecht',
  country: 'NL',
  phoneNumber: '',
  newsletter: false,
  deliveryAddress: true,
  isCompanyMainAddress: false,
  isDefaultDeliveryAddress: false,
  isDefaultInvoiceAddress: false,
  activity: null,
  ...extra,
});
const home = address('a1', 'Oudegracht', { isDefaultDeliveryAddress: true });
const work = address('a2', 'Neude');
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(body === null ? null : JSON.stringify(body), { status }));

describe('AddressBookPage', () => {
  const fetch = jest.fn();
  const calls = () =>
    fetch.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}`);
  const card = (name: string) => screen.getByRole('article', { name });

  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    FakeEventSource.install({ act });
    fetch.mockReset();
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url === '/api/geography/countries')
        return json({ 'hydra:member': [{ code: 'NL', name: 'the Netherlands', delivers: true }] });
      if (url === '/api/relation/addresses' && init.method === 'GET')
        return json({ 'hydra:member': [home, work] });
      if (url === '/api/relation/addresses/a2' && init.method === 'DELETE') return json(null, 204);
      throw new Error(`unexpected ${init.method} ${url}`);
    });
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({ uuid: me, currentCompany: null, permissions: [] });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
    jest.useRealTimers();
  });

  it('lists the addresses after a loading state and subscribes to the customer’s book', async () => {
    render(<AddressBookPage />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Anna Oudegracht' })).toBeInTheDocument();
    expect(
      within(card('Anna Oudegracht')).getByText('Default delivery address'),
    ).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const url = new URL(FakeEventSource.instances[0]!.url, 'http://shop.test');
    expect(url.searchParams.getAll('topic')).toEqual([`/api/relation/customers/${me}/addresses`]);
  });

  it('does not offer to delete the default delivery address, and says why', async () => {
    render(<AddressBookPage />);
    const homeCard = await screen.findByRole('article', { name: 'Anna Oudegracht' });
    expect(within(homeCard).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(homeCard).toHaveTextContent(
      'Address cannot be deleted: it is the default delivery address. Choose another one first.',
    );
  });

  it('deletes another address after asking, and says so', async () => {
    render(<AddressBookPage />);
    await screen.findByRole('article', { name: 'Anna Neude' });
    fireEvent.click(
      within(card('Anna Neude')).getByRole('button', { name: /^Delete ?: Anna Neude$/ }),
    );
    const yes = screen.getByRole('button', { name: 'Yes, delete' });
    expect(yes).toHaveFocus();
    fireEvent.click(yes);
    expect(await screen.findByText('The address has been removed.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Anna Neude' })).not.toBeInTheDocument();
    expect(calls()).toContain('DELETE /api/relation/addresses/a2');
  });

  it('says the address was removed in a toast that goes after 4 s (spec §9)', async () => {
    jest.useFakeTimers();
    render(<AddressBookPage />);
    await screen.findByRole('article', { name: 'Anna Neude' });
    fireEvent.click(
      within(card('Anna Neude')).getByRole('button', { name: /^Delete ?: Anna Neude$/ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    const removed = await screen.findByText('The address has been removed.');
    expect(removed.closest('[role="status"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('The address has been removed.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('The address has been removed.')).not.toBeInTheDocument();
  });

  it('shows someone else’s lock live, disables changing, and clears it at the 10 s check after expiry', async () => {
    jest.useFakeTimers();
    render(<AddressBookPage />);
    await screen.findByRole('article', { name: 'Anna Neude' });
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const edit = within(card('Anna Neude')).getByRole('button', { name: /^Change ?: Anna Neude$/ });
    expect(edit).toBeEnabled();
    FakeEventSource.instances[0]!.push({
      ...work,
      activity: {
        event: 'lock',
        user: { uuid: 'partner', fullname: 'Partner Klant' },
        timestamp: new Date().toISOString(),
        expires_at: new Date(Date.now() + 15_000).toISOString(),
      },
    });
    expect(within(card('Anna Neude')).getByRole('status')).toHaveTextContent(
      /^Being edited by Partner Klant until \d{2}:\d{2}/,
    );
    expect(edit).toBeDisabled();
    act(() => jest.advanceTimersByTime(2 * LOCK_EXPIRY_CHECK_MS));
    expect(within(card('Anna Neude')).getByRole('status')).toBeEmptyDOMElement();
    expect(edit).toBeEnabled();
  });

  it('takes the lock to edit, saves with PUT, then gives the lock back', async () => {
    const locked = {
      ...work,
      activity: {
        event: 'lock',
        user: { uuid: me, fullname: 'Anna' },
        timestamp: new Date().toISOString(),
        expires_at: new Date(Date.now() + 300_000).toISOString(),
      },
    };
    const base = fetch.getMockImplementation()!;
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (url.endsWith('/a2/lock')) return json(locked);
      if (url.endsWith('/a2/unlock')) return json({ ...work, street: 'Vredenburg' });
      if (url.endsWith('/a2') && init.method === 'PUT')
        return json({ ...locked, ...JSON.parse(String(init.body)) });
      return base(url, init);
    });
    render(<AddressBookPage />);
    await screen.findByRole('article', { name: 'Anna Neude' });
    fireEvent.click(screen.getByRole('button', { name: /^Change ?: Anna Neude$/ }));
    expect(await screen.findByRole('heading', { name: 'Change address' })).toHaveFocus();
    fireEvent.change(screen.getByLabelText('Street'), { target: { value: 'Vredenburg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The address has been updated.')).toBeInTheDocument();
    // The form may also look up the postcode meanwhile (debounced; on a busy machine it fires
    // before the save): only the address's own calls are this test's business.
    expect(calls().filter((call) => call.includes('/relation/addresses'))).toEqual([
      'GET /api/relation/addresses',
      'POST /api/relation/addresses/a2/lock',
      'PUT /api/relation/addresses/a2',
      'POST /api/relation/addresses/a2/unlock',
    ]);
    const put = fetch.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(String(put[1].body))).toMatchObject({
      street: 'Vredenburg',
      postcode: '3511 AB',
    });
  });

  it('marks invalid fields and focuses the first one, without saving', async () => {
    render(<AddressBookPage />);
    await screen.findByRole('article', { name: 'Anna Neude' });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There is an error in the form');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Postcode')).toHaveAttribute('aria-invalid', 'true');
    expect(calls().some((call) => call.startsWith('POST'))).toBe(false);
  });
});
