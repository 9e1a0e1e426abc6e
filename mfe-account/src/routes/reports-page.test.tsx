import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../i18n/messages';
import { AccountRoutes } from './account-routes';
import type { Report } from '../features/reports/api/reports-api';

const report = (n: number, overrides: Partial<Report> = {}): Report => ({
  uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Kwartaal ${n}`,
  from: '2026-01-01',
  till: '2026-03-31',
  created_at: '2026-04-01T08:00:00Z',
  created_by: 'Beheer Bedrijf',
  row_count: 12,
  ...overrides,
});
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const history = (reports: Report[]) =>
  json({ 'hydra:member': reports, 'hydra:totalItems': reports.length });

const renderReports = () =>
  render(
    <MemoryRouter initialEntries={['/mijn-account/rapportages']}>
      <Routes>
        <Route path="/mijn-account/*" element={<AccountRoutes />} />
      </Routes>
    </MemoryRouter>,
  );

describe('ReportsPage', () => {
  const fetch = jest.fn();

  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({
      uuid: 'me',
      currentCompany: '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11',
      permissions: ['reports.read'],
    });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  it('says there are no reports yet, then adds the one made', async () => {
    fetch.mockImplementationOnce(() => history([]));
    renderReports();
    expect(await screen.findByText('There are no reports yet.')).toBeInTheDocument();

    fetch.mockImplementationOnce(() => json(report(1, { row_count: 1 }), 201));
    fireEvent.change(screen.getByLabelText('Name of the report'), {
      target: { value: 'Kwartaal 1' },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText(/^Up to and including/), {
      target: { value: '2026-03-31' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create report' })));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Report "Kwartaal 1" created, with 1 order.',
    );
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(fetch.mock.calls[1]![0]).toBe('/api/report/company-report-customer-histories');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Kwartaal 1',
      from: '2026-01-01',
      till: '2026-03-31',
    });
    const rows = within(screen.getByRole('table', { name: 'Reports made' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Kwartaal 1');
    expect(rows[1]).toHaveTextContent('Jan 1, 2026 to Mar 31, 2026');
  });

  it('checks the form with the API’s schema before sending it', async () => {
    fetch.mockImplementationOnce(() => history([]));
    renderReports();
    await screen.findByText('There are no reports yet.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText(/^Up to and including/), {
      target: { value: '2026-03-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create report' }));
    expect(screen.getByText('There is an error in the form')).toBeInTheDocument();
    expect(screen.getByText('The end date is before the start date')).toBeInTheDocument();
    expect(screen.getByLabelText('Name of the report')).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('downloads a report and saves it under the name the API gives it', async () => {
    const createObjectURL = jest.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    fetch.mockImplementationOnce(() => history([report(2), report(1)]));
    renderReports();
    const table = await screen.findByRole('table', { name: 'Reports made' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    fetch.mockImplementationOnce(() =>
      Promise.resolve(
        new Response('\uFEFFOrder number', {
          headers: {
            'content-disposition': 'attachment; filename="Kwartaal 2-2026-01-01-2026-03-31.csv"',
          },
        }),
      ),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV of Kwartaal 2' })),
    );
    expect(fetch.mock.calls[1]![0]).toBe(
      `/api/report/company-report-customer-histories/${report(2).uuid}/download?format=csv`,
    );
    expect(clicked).toEqual(['Kwartaal 2-2026-01-01-2026-03-31.csv']);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kwartaal 2-2026-01-01-2026-03-31.csv has been downloaded.',
    );
  });

  it('shows an error with a retry when the history cannot be loaded', async () => {
    fetch.mockImplementationOnce(() => json({}, 500));
    fetch.mockImplementationOnce(() => history([report(1)]));
    renderReports();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Reports made' })).toBeInTheDocument();
  });
});
