import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n, TOAST_MS } from '@shop/shared-ui';
import '../../i18n/messages';
import '../../i18n/company-users-messages';
import { ApprovalRulesForm } from './approval-rules-form';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

describe('ApprovalRulesForm', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation((url: string, init: RequestInit) =>
      init.method === 'PUT'
        ? json(JSON.parse(String(init.body)))
        : json({ thresholdCents: 25_000, roles: [] }),
    );
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({ uuid: 'u1', currentCompany: 'c1', permissions: ['company.update'] });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
    jest.useRealTimers();
  });

  it('says the rules were saved in a toast that goes after 4 s (spec §9)', async () => {
    jest.useFakeTimers();
    render(<ApprovalRulesForm />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save the rules' }));
    const saved = await screen.findByText('The rules have been saved.');
    expect(saved).toHaveAttribute('role', 'status');
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(`${init.method} ${url}`).toBe('PUT /api/relation/companies/c1/approval-rules');
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('The rules have been saved.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('The rules have been saved.')).not.toBeInTheDocument();
  });
});
