import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '../i18n';
import { AddressFields, emptyAddress, type AddressFormValues } from './index';
import { ADDRESS_LOOKUP_DELAY_MS } from './use-address-lookups';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const countries = {
  'hydra:member': [
    { code: 'BE', name: 'Belgium', delivers: true },
    { code: 'DE', name: 'Germany', delivers: false },
    { code: 'NL', name: 'the Netherlands', delivers: true },
  ],
};
/** What the API answers per 4-digit area (the shipped PC4 table: no streets). */
const areas: Record<string, { city: string | null; cities: string[] }> = {
  '9999': { city: null, cities: ['Kantens', 'Stitswerd'] },
  '1012': { city: 'Amsterdam', cities: ['Amsterdam'] },
};

function Form({ forDelivery = true, country = 'NL' }: { forDelivery?: boolean; country?: string }) {
  const [address, setAddress] = useState<AddressFormValues>(emptyAddress(country));
  return (
    <AddressFields
      address={address}
      onChange={(change) => setAddress((shown) => ({ ...shown, ...change }))}
      errors={{}}
      countryChoice
      forDelivery={forDelivery}
    />
  );
}

describe('AddressFields', () => {
  const fetch = jest.fn();
  const lookups = () =>
    fetch.mock.calls.filter(([url]: [string]) => url === '/api/postcode/suggestion');
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  /** The postcode and house number typed, and the typing pause the lookup waits for. */
  async function lookUp(postcode: string) {
    type('Postcode', postcode);
    type('House number', '1');
    await act(async () => jest.advanceTimersByTime(ADDRESS_LOOKUP_DELAY_MS));
  }

  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    jest.useFakeTimers();
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/geography/countries') return json(countries);
      if (url === '/api/postcode/suggestion') {
        const { postcode } = JSON.parse(String(init.body)) as { postcode: string };
        const area = areas[postcode.slice(0, 4)];
        if (!area) return json({ 'hydra:description': 'No results found' }, 404);
        return json({ postcode, street: null, ...area });
      }
      throw new Error(`unexpected ${init.method} ${url}`);
    });
    configureHttp({ baseUrl: '/api', fetch });
  });
  afterEach(() => {
    cleanup();
    fetch.mockReset();
    jest.useRealTimers();
  });

  it('lets the shopper choose between the places of a shared postcode area, filling in none', async () => {
    render(<Form />);
    await lookUp('9999 zz');
    const choice = await screen.findByRole('group', { name: 'Place for 9999 ZZ' });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Postcode 9999 ZZ belongs to more than one place. Choose yours below.',
    );
    expect(screen.getByLabelText('City')).toHaveValue('');
    fireEvent.click(within(choice).getByRole('button', { name: 'Stitswerd' }));
    expect(screen.getByLabelText('City')).toHaveValue('Stitswerd');
    expect(within(choice).getByRole('button', { name: 'Stitswerd' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('sends the shopper on to the street, which the data cannot give, once the place is chosen', async () => {
    render(<Form />);
    await lookUp('9999 ZZ');
    fireEvent.click(await screen.findByRole('button', { name: 'Kantens' }));
    expect(screen.getByLabelText('Street')).toHaveFocus();
    expect(screen.getByLabelText('Street')).toHaveAccessibleDescription(
      'We cannot look up the street: please type it in.',
    );
  });

  it('fills in the one place of an area and says plainly that the street is the shopper’s to type', async () => {
    render(<Form />);
    await lookUp('1012 AB');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Found: 1012 AB Amsterdam We cannot look up the street: please type it in.',
    );
    expect(screen.getByLabelText('City')).toHaveValue('Amsterdam');
    // Next in the tab order after the house number and its addition: the street.
    const fields = screen.getAllByRole('textbox').map((field) => field.getAttribute('name'));
    expect(fields.indexOf('street')).toBe(fields.indexOf('housenumber_addition') + 1);
  });

  it('answers “No results found” for an unknown area and takes back the city it filled in before', async () => {
    render(<Form />);
    await lookUp('1012 AB');
    expect(await screen.findByDisplayValue('Amsterdam')).toBeInTheDocument();
    await lookUp('1234 ZZ');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('takes back a place chosen for the previous postcode when the next one is unknown', async () => {
    render(<Form />);
    await lookUp('9999 ZZ');
    fireEvent.click(await screen.findByRole('button', { name: 'Kantens' }));
    await lookUp('1234 ZZ');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('');
  });

  it('offers the API’s countries, those the shop delivers to first', async () => {
    render(<Form />);
    const select = screen.getByLabelText('Country');
    await screen.findByRole('option', { name: 'Germany' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Belgium', 'the Netherlands', 'Germany']);
  });

  it('makes another country’s fields free text, without lookups, and says at once where it does not deliver', async () => {
    render(<Form />);
    await screen.findByRole('option', { name: 'Germany' });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription(
      'We do not deliver to Germany. We deliver in the Netherlands and Belgium only.',
    );
    await lookUp('10117');
    expect(lookups()).toHaveLength(0);
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription(
      'As the post writes it in that country',
    );
    type('City', 'Berlin');
    expect(screen.getByLabelText('City')).toHaveValue('Berlin');
  });

  it('takes an invoice address in a country the shop does not deliver to without a word', async () => {
    render(<Form forDelivery={false} country="DE" />);
    await screen.findByRole('option', { name: 'Germany' });
    expect(screen.getByLabelText('Country')).toHaveValue('DE');
    expect(screen.getByLabelText('Country')).not.toHaveAccessibleDescription();
    expect(screen.getByLabelText('Country')).not.toHaveAttribute('aria-invalid');
  });
});
