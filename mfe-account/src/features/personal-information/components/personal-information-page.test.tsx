import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n, TOAST_MS } from '@shop/shared-ui';
import '../../../i18n/messages';
import type { PersonalInformation } from '../api/personal-information-api';
import { PersonalInformationPage } from './personal-information-page';

const customer: PersonalInformation = {
  '@id': '/api/relation/customers/me-uuid',
  uuid: 'me-uuid',
  email: 'inkoop@bedrijf.nl',
  fullname: 'Inkoop Bedrijf',
  birthdate: null,
  preferred_language: null,
  customerType: 'business',
  companyName: 'Bloemenhandel De Tulp B.V.',
};
const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('PersonalInformationPage', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (init.method === 'PUT') return json({ ...customer, ...JSON.parse(String(init.body)) });
      return json(customer);
    });
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({ uuid: 'me-uuid', currentCompany: 'c1', permissions: [] });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
    jest.useRealTimers();
  });

  it('shows the company’s name, read only, and the page’s language as the preferred one', async () => {
    render(<PersonalInformationPage />);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Bloemenhandel De Tulp B.V.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Inkoop Bedrijf');
    expect(screen.getByLabelText('Preferred language')).toHaveValue('en-us');
    expect(fetch.mock.calls[0]![0]).toBe('/api/relation/customers/me-uuid');
  });

  it('refuses a birthdate before 1900 at its field, then saves and says so', async () => {
    render(<PersonalInformationPage />);
    const birthdate = await screen.findByLabelText(/^Date of birth/);
    fireEvent.change(birthdate, { target: { value: '1899-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      screen.getByText('Enter a date of birth after 1900 and before today'),
    ).toBeInTheDocument();
    expect(birthdate).toHaveFocus();
    expect(fetch).toHaveBeenCalledTimes(1);

    fireEvent.change(birthdate, { target: { value: '1980-05-17' } });
    fireEvent.change(screen.getByLabelText('Preferred language'), { target: { value: 'fr-be' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your account details have been updated.')).toBeInTheDocument();
    const [, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      fullname: 'Inkoop Bedrijf',
      birthdate: '1980-05-17',
      preferred_language: 'fr-be',
    });
  });

  it('says the details were saved in a toast that goes after 4 s (spec §9)', async () => {
    jest.useFakeTimers();
    render(<PersonalInformationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save details' }));
    const saved = await screen.findByText('Your account details have been updated.');
    expect(saved.closest('[role="status"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(TOAST_MS - 1));
    expect(screen.getByText('Your account details have been updated.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Your account details have been updated.')).not.toBeInTheDocument();
  });
});
