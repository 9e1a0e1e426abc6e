import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp, LOCK_EXPIRY_CHECK_MS, type ItemActivity } from '@shop/shared-http';
import { initShopI18n, TOAST_MS } from '@shop/shared-ui';
import '../../../i18n/messages';
import type { Company } from '../api/company-api';
import { CompanyPage } from './company-page';
import { FakeEventSource } from '@shop/shared-http/testing';

const me = { uuid: 'me-uuid', fullname: 'Beheer Bedrijf' };
const colleague = { uuid: 'colleague-uuid', fullname: 'Administratie Bedrijf' };
const company: Company = {
  '@id': '/api/relation/companies/c1',
  uuid: 'c1',
  name: 'Bloemenhandel De Tulp B.V.',
  chamber_of_commerce_number: '12345678',
  vat_number: 'NL123456789B01',
  activity: null,
};
const lockBy = (user: typeof me, expiresInMs: number): ItemActivity => ({
  event: 'lock',
  user,
  timestamp: new Date().toISOString(),
  expires_at: new Date(Date.now() + expiresInMs).toISOString(),
});
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('CompanyPage', () => {
  const fetch = jest.fn();
  const calls = () =>
    fetch.mock.calls.map(([url, init]: [string, RequestInit]) => `${init.method} ${url}`);

  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    FakeEventSource.install({ act });
    fetch.mockReset();
    fetch.mockImplementation((url: string) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url === '/api/relation/companies/c1') return json(company);
      throw new Error(`unexpected ${url}`);
    });
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({
      uuid: me.uuid,
      currentCompany: 'c1',
      permissions: ['company.read', 'company.update'],
    });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
    jest.useRealTimers();
  });

  it('shows the company after a loading state, and subscribes to its topic', async () => {
    render(<CompanyPage />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Bloemenhandel De Tulp B.V.')).toBeInTheDocument();
    expect(screen.getByText('12345678')).toBeInTheDocument();
    expect(screen.getByText('NL123456789B01')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Organisation' })).toBeInTheDocument();
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const url = new URL(FakeEventSource.instances[0]!.url, 'http://shop.test');
    expect(url.pathname).toBe('/.well-known/mercure');
    expect(url.searchParams.get('topic')).toBe('/api/relation/companies/c1');
    expect(url.searchParams.get('authorization')).toBe('hub-token');
  });

  it('shows an error with a retry when the company cannot be loaded', async () => {
    fetch.mockImplementationOnce(() => json({ 'hydra:description': 'down' }, 500));
    render(<CompanyPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bloemenhandel De Tulp B.V.')).toBeInTheDocument();
  });

  it('shows someone else’s lock live, disables editing, and clears it at the 10 s check after expiry', async () => {
    jest.useFakeTimers();
    render(<CompanyPage />);
    await screen.findByText('Bloemenhandel De Tulp B.V.');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const edit = screen.getByRole('button', { name: 'Edit' });
    expect(edit).toBeEnabled();

    FakeEventSource.instances[0]!.push({ ...company, activity: lockBy(colleague, 15_000) });
    const notice = screen.getByText(/^Being edited by Administratie Bedrijf until \d{2}:\d{2}/);
    expect(notice.closest('[aria-live="polite"]')).not.toBeNull();
    expect(edit).toBeDisabled();

    act(() => jest.advanceTimersByTime(LOCK_EXPIRY_CHECK_MS));
    expect(screen.getByText(/Being edited by/)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOCK_EXPIRY_CHECK_MS));
    expect(screen.queryByText(/Being edited by/)).not.toBeInTheDocument();
    expect(edit).toBeEnabled();
  });

  it('takes the lock to edit, saves with PUT, then gives the lock back', async () => {
    const mine = lockBy(me, 300_000);
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url.endsWith('/lock')) return json({ ...company, activity: mine });
      if (init.method === 'PUT')
        return json({ ...company, ...JSON.parse(init.body as string), activity: mine });
      if (url.endsWith('/unlock')) return json({ ...company, name: 'De Tulp Zuid B.V.' });
      return json(company);
    });
    render(<CompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const name = await screen.findByLabelText('Company name');
    expect(name).toHaveFocus();
    // Our own lock is no notice to ourselves.
    expect(screen.queryByText(/Being edited by/)).not.toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'De Tulp Zuid B.V.' } });
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: 'nl987654321b02' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

    expect(await screen.findByText('The company details have been updated.')).toBeInTheDocument();
    expect(screen.getByText('De Tulp Zuid B.V.')).toBeInTheDocument();
    expect(calls()).toEqual(
      expect.arrayContaining([
        'POST /api/relation/companies/c1/lock',
        'PUT /api/relation/companies/c1',
        'POST /api/relation/companies/c1/unlock',
      ]),
    );
    const put = fetch.mock.calls.find(([, init]) => init.method === 'PUT')!;
    expect(JSON.parse(put[1].body)).toEqual({
      name: 'De Tulp Zuid B.V.',
      chamber_of_commerce_number: '12345678',
      vat_number: 'NL987654321B02',
    });
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('says the company was saved in a toast that goes after 4 s (spec §9)', async () => {
    jest.useFakeTimers();
    const mine = lockBy(me, 300_000);
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url.endsWith('/lock')) return json({ ...company, activity: mine });
      if (init.method === 'PUT') return json({ ...company, activity: mine });
      return json(company);
    });
    render(<CompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Company name');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const saved = await screen.findByText('The company details have been updated.');
    expect(saved.closest('[role="status"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('The company details have been updated.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('The company details have been updated.')).not.toBeInTheDocument();
  });

  it('checks the numbers before saving and gives the lock back on cancel', async () => {
    fetch.mockImplementation((url: string) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url.endsWith('/lock')) return json({ ...company, activity: lockBy(me, 300_000) });
      return json(company);
    });
    render(<CompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(await screen.findByLabelText('VAT number'), { target: { value: 'NL12' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText('There is an error in the form')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a VAT number such as NL123456789B01 or BE0123456749'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('VAT number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls()).not.toContain('PUT /api/relation/companies/c1');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(calls()).toContain('POST /api/relation/companies/c1/unlock');
  });

  it('renews its own lock halfway through its life while the form stays open', async () => {
    jest.useFakeTimers();
    const locks: number[] = [];
    fetch.mockImplementation((url: string) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url.endsWith('/lock')) {
        locks.push(Date.now());
        return json({ ...company, activity: lockBy(me, 60_000) });
      }
      return json(company);
    });
    render(<CompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await screen.findByLabelText('Company name');
    expect(locks).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(29_000));
    expect(locks).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(1_000));
    expect(locks).toHaveLength(2);
    // The renewed lock is renewed again, halfway through its new life.
    await act(async () => jest.advanceTimersByTime(30_000));
    expect(locks).toHaveLength(3);

    // Closed form: no more renewals.
    fetch.mockImplementation((url: string) =>
      url.endsWith('/unlock') ? json(company) : json({ ...company, activity: lockBy(me, 60_000) }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await act(async () => jest.advanceTimersByTime(120_000));
    expect(calls().filter((call) => call.endsWith('/lock'))).toHaveLength(3);
  });

  it('shows who holds the lock when taking it is refused', async () => {
    const theirs = lockBy(colleague, 60_000);
    fetch.mockImplementation((url: string) => {
      if (url === '/api/me/hub-token') return json({ token: 'hub-token' });
      if (url.endsWith('/lock'))
        return json(
          { 'hydra:description': 'Being edited by Administratie Bedrijf.', activity: theirs },
          409,
        );
      return json(company);
    });
    render(<CompanyPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Being edited by Administratie Bedrijf.',
    );
    expect(screen.getByText(/^Being edited by Administratie Bedrijf until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });

  it('offers no editing without company.update', async () => {
    authRuntime.setUser({ uuid: 'reader', currentCompany: 'c1', permissions: ['company.read'] });
    render(<CompanyPage />);
    await screen.findByText('Bloemenhandel De Tulp B.V.');
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
