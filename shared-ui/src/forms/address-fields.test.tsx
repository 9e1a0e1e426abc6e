import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '../i18n';
import { AddressFields, emptyAddress, type AddressFormValues } from './index';
import { ADDRESS_LOOKUP_DELAY_MS } from './use-address-lookups';
import type { HouseNumberAddition, PostcodeSuggestion } from '@shop/contracts/api';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const countries = {
  'hydra:member': [
    { code: 'BE', name: 'Belgium', delivers: true },
    { code: 'DE', name: 'Germany', delivers: false },
    { code: 'NL', name: 'the Netherlands', delivers: true },
  ],
};
/** What the API answers per 4-digit area when the street cannot be looked up (PC4 only). */
const areas: Record<string, { city: string | null; cities: string[] }> = {
  '9999': { city: null, cities: ['Kantens', 'Stitswerd'] },
  '1012': { city: 'Amsterdam', cities: ['Amsterdam'] },
  '3511': { city: 'Utrecht', cities: ['Utrecht'] },
  '7391': { city: null, cities: ['Twello', 'Wilp'] },
  '3073': { city: 'Rotterdam', cities: ['Rotterdam'] },
};
const numbers = (...written: string[]): HouseNumberAddition[] =>
  written.map((number) => ({ addition: number.replace(/^\d+-?/, '') || null, number }));
/** The addresses PDOK knows (ADR 0047), by postcode and house number. */
const addresses: Record<
  string,
  { street: string; city: string; additions: HouseNumberAddition[] }
> = {
  '1012 JS 1': { street: 'Dam', city: 'Amsterdam', additions: numbers('1') },
  '7391 AB 12': {
    street: 'Kerkstraat',
    city: 'Twello',
    additions: numbers('12', '12-1', '12-2', '12A'),
  },
  '3073 KJ 47': { street: 'Hillevliet', city: 'Rotterdam', additions: numbers('47A') },
};
/** '3511' is not at PDOK; '1012 AB' asks while PDOK is down. */
const notAtPdok = ['3511'];

function suggestion(postcode: string, number: string): PostcodeSuggestion | null {
  const base = {
    postcode,
    housenumber: number,
    housenumber_addition: null,
    municipality: null,
    province: null,
    latitude: null,
    longitude: null,
  };
  const found = addresses[`${postcode} ${number}`];
  if (found)
    return {
      ...base,
      ...found,
      cities: [found.city],
      precision: 'address',
      street_lookup: 'found',
    };
  const area = areas[postcode.slice(0, 4)];
  if (!area) return null;
  return {
    ...base,
    ...area,
    street: null,
    precision: 'postcode-area',
    street_lookup: notAtPdok.includes(postcode.slice(0, 4)) ? 'not-found' : 'unavailable',
    additions: [],
  };
}

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
  async function lookUp(postcode: string, number = '1') {
    type('Postcode', postcode);
    type('House number', number);
    await act(async () => jest.advanceTimersByTime(ADDRESS_LOOKUP_DELAY_MS));
  }

  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    jest.useFakeTimers();
    fetch.mockImplementation((url: string, init: RequestInit) => {
      if (url === '/api/geography/countries') return json(countries);
      if (url === '/api/postcode/suggestion') {
        const { postcode, number } = JSON.parse(String(init.body)) as Record<string, string>;
        const answer = suggestion(postcode!, number!);
        if (!answer) return json({ 'hydra:description': 'No results found' }, 404);
        return json(answer);
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

  it('says it is looking the address up until the answer comes, then fills in street and city', async () => {
    render(<Form />);
    type('Postcode', '1012js');
    type('House number', '1');
    await act(async () => jest.advanceTimersByTime(ADDRESS_LOOKUP_DELAY_MS - 1));
    expect(lookups()).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('Looking up the address…');
    expect(await screen.findByText('Found: Dam 1, 1012 JS Amsterdam')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByLabelText('Street')).toHaveValue('Dam');
    expect(screen.getByLabelText('City')).toHaveValue('Amsterdam');
    expect(screen.getByLabelText('Street')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('offers the addresses of a number that has several, choosing none, and says which was chosen', async () => {
    render(<Form />);
    await lookUp('7391 AB', '12');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Kerkstraat 12 has more than one address. Choose yours below.',
    );
    // The street-level answer names the place: no choice between Twello and Wilp.
    expect(screen.getByLabelText('City')).toHaveValue('Twello');
    expect(screen.getByLabelText('Street')).toHaveValue('Kerkstraat');
    const choice = screen.getByRole('group', { name: 'Addresses at Kerkstraat 12' });
    const buttons = within(choice).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['12', '12-1', '12-2', '12A']);
    expect(buttons.filter((button) => button.getAttribute('aria-pressed') === 'true')).toEqual([]);
    fireEvent.click(within(choice).getByRole('button', { name: '12A' }));
    expect(screen.getByLabelText('Addition')).toHaveValue('A');
    expect(screen.getByRole('status')).toHaveTextContent('Found: Kerkstraat 12A, 7391 AB Twello');
    expect(within(choice).getByRole('button', { name: '12A' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(within(choice).getByRole('button', { name: '12' }));
    expect(screen.getByLabelText('Addition')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Found: Kerkstraat 12, 7391 AB Twello');
    // An addition typed by hand counts as well, spelled as the shopper likes.
    type('Addition', '2');
    expect(screen.getByRole('status')).toHaveTextContent('Found: Kerkstraat 12-2, 7391 AB Twello');
  });

  it('fills in the letter of a number that has only an address with one', async () => {
    render(<Form />);
    await lookUp('3073 KJ', '47');
    expect(await screen.findByText('Found: Hillevliet 47A, 3073 KJ Rotterdam')).toBeVisible();
    expect(screen.getByLabelText('Addition')).toHaveValue('A');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('keeps the city but says the address was not found when the address service does not know it', async () => {
    render(<Form />);
    await lookUp('3511 AB', '12');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Found: 3511 AB Utrecht We cannot find this address. Check the house number or type the street yourself.',
    );
    expect(screen.getByLabelText('Street')).toHaveAccessibleDescription(
      'We cannot find this address. Check the house number or type the street yourself.',
    );
    type('Street', 'Oudegracht');
    expect(screen.getByRole('status')).toHaveTextContent('Found: 3511 AB Utrecht');
    expect(screen.getByLabelText('Street')).not.toHaveAccessibleDescription();
  });

  it('takes back the street and letter it filled in when the next number is not found, never a street typed', async () => {
    render(<Form />);
    await lookUp('3073 KJ', '47');
    expect(await screen.findByDisplayValue('Hillevliet')).toBeInTheDocument();
    await lookUp('3511 AB', '47');
    expect(await screen.findAllByText(/We cannot find this address/)).toHaveLength(2);
    expect(screen.getByLabelText('Street')).toHaveValue('');
    expect(screen.getByLabelText('Addition')).toHaveValue('');
    expect(screen.getByLabelText('City')).toHaveValue('Utrecht');

    await lookUp('1012 JS', '1');
    expect(await screen.findByDisplayValue('Dam')).toBeInTheDocument();
    type('Street', 'Damrak');
    await lookUp('1012 AB', '1');
    expect(await screen.findByText('Found: 1012 AB Amsterdam')).toBeVisible();
    expect(screen.getByLabelText('Street')).toHaveValue('Damrak');
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
