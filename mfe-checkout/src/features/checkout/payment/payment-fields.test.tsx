import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@shop/shared-ui/router';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { changeLanguage, initShopI18n } from '@shop/shared-ui';
import { emptyAddress } from '@shop/shared-ui/forms';
import type { PaymentMethodOption } from '@shop/contracts/api';
import '../../../i18n/messages';
import '../../../i18n/checkout-messages';
import { CART_STORAGE_KEY } from '../../../cart/cart-store';
import { checkoutDraft, useCheckoutDraft, type CheckoutDraft } from '../checkout-draft';
import { StepDetails } from '../components/step-details';
import type { CardFieldChange, CardFieldType, MollieFactory } from './mollie-components';

const amounts = (incl: number, excl: number) => ({
  incl_vat: incl,
  excl_vat: excl,
  vat: incl - excl,
});
const cartUuid = '0d8e5f3a-7c2b-4e1d-9a6f-3b5c7d9e1f20';
const cart = {
  uuid: cartUuid,
  item_count: 1,
  lines: [],
  totals: amounts(2495, 2289),
  deliver_to: 'NL',
  delivery_cost: amounts(495, 409),
  total: amounts(2990, 2698),
};
const filled: Partial<CheckoutDraft> = {
  country: 'NL',
  deliveryDate: '2026-12-03',
  email: 'anna@example.nl',
  deliveryAddress: {
    ...emptyAddress('NL'),
    firstname: 'Anna',
    lastname: 'de Vries',
    street: 'Oudegracht',
    housenumber: '12',
    postcode: '3511 AB',
    city: 'Utrecht',
  },
};
const method = (
  id: PaymentMethodOption['id'],
  name: string,
  issuers: PaymentMethodOption['issuers'] = [],
): PaymentMethodOption => ({ id, name, image: `https://mollie.test/${id}.svg`, issuers });
const offered = [
  method('ideal', 'iDEAL', [
    { id: 'ideal_INGBNL2A', name: 'ING', image: null },
    { id: 'ideal_RABONL2U', name: 'Rabobank', image: null },
  ]),
  method('creditcard', 'Creditcard'),
  method('bancontact', 'Bancontact'),
  method('afterpay', 'Riverty'),
];
const provider = {
  name: 'mollie',
  profileId: 'pfl_test123',
  componentsScript: 'https://js.mollie.test/v1/mollie.js',
  testmode: true,
};
const placed = { uuid: 'o1', number: 'FB-100042', status: 'new', secret: 'order-secret' };

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const refused = (description: string, status: number) =>
  json(
    { '@type': 'hydra:Error', 'hydra:title': description, 'hydra:description': description },
    status,
  );

/** The provider's documented browser API, as its script defines it: the only stand-in here. */
function fakeMollie() {
  const listeners = new Map<CardFieldType, (event: CardFieldChange) => void>();
  const tokens = ['tkn_first1', 'tkn_second2'];
  const mollie = {
    createComponent: jest.fn((type: CardFieldType) => ({
      mount(target: string | HTMLElement) {
        const frame = document.createElement('iframe');
        frame.title = `Mollie ${type}`;
        (target as HTMLElement).append(frame);
      },
      unmount: jest.fn(),
      addEventListener: (_event: 'change', listener: (event: CardFieldChange) => void) =>
        listeners.set(type, listener),
    })),
    createToken: jest.fn(async (): Promise<{ token?: string; error?: { message: string } }> => ({
      token: tokens.shift(),
    })),
  };
  const factory = jest.fn<ReturnType<MollieFactory>, Parameters<MollieFactory>>(() => mollie);
  /** What a field reports when the shopper types in it and leaves it. */
  const report = (type: CardFieldType, state: Partial<CardFieldChange>) =>
    act(() => listeners.get(type)!({ touched: true, dirty: true, valid: true, ...state }));
  const fillAll = () => {
    for (const type of ['cardHolder', 'cardNumber', 'expiryDate', 'verificationCode'] as const)
      report(type, {});
  };
  return { factory, mollie, report, fillAll };
}

function Details() {
  const draft = useCheckoutDraft('NL');
  return (
    <StepDetails
      draft={draft}
      back="/afrekenen/bezorgadres"
      confirmation={(uuid) => `/afrekenen/bevestiging/${uuid}`}
    />
  );
}
const renderDetails = () =>
  render(
    <MemoryRouter initialEntries={['/afrekenen/gegevens']}>
      <Routes>
        <Route path="/afrekenen/gegevens" element={<Details />} />
        <Route path="/afrekenen/bevestiging/:uuid" element={<p>bevestiging</p>} />
      </Routes>
    </MemoryRouter>,
  );

describe('paying (ADR 0052)', () => {
  const fetch = jest.fn();
  let methods: PaymentMethodOption[];
  let placeOrder: () => Promise<Response>;
  let mollie: ReturnType<typeof fakeMollie>;
  const orderPosts = () =>
    fetch.mock.calls.filter(([url]) => url === '/api/order/orders') as [string, RequestInit][];

  beforeAll(() => initShopI18n('nl-nl'));
  beforeEach(async () => {
    await changeLanguage('nl-nl');
    sessionStorage.clear();
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: cartUuid, secret: 's1' }));
    checkoutDraft.clear();
    checkoutDraft.update(filled);
    methods = offered;
    placeOrder = () => json(placed, 201);
    mollie = fakeMollie();
    window.Mollie = mollie.factory;
    fetch.mockReset();
    fetch.mockImplementation((url: string) => {
      if (url.startsWith(`/api/carts/${cartUuid}`)) return json(cart);
      if (url.startsWith('/api/payments/methods')) return json({ 'hydra:member': methods });
      if (url === '/api/payments/provider') return json(provider);
      if (url === '/api/order/orders') return placeOrder();
      return json({}, 404);
    });
    configureHttp({ baseUrl: '/api', fetch });
  });
  afterEach(() => {
    cleanup();
    delete window.Mollie;
    authRuntime.setUser(null);
  });

  it('offers what the provider offers for the cart’s amount, country and locale, and purchase on account to a company that may', async () => {
    authRuntime.setUser({
      uuid: 'me',
      email: 'inkoop@detulp.nl',
      currentCompany: 'co1',
      onAccount: true,
      permissions: [],
    });
    renderDetails();
    const choice = await screen.findByRole('group', { name: 'Betaalmethode' });
    await waitFor(() => expect(within(choice).getAllByRole('radio')).toHaveLength(5));
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual([
      'iDEAL',
      'Creditcard',
      'Bancontact',
      'AfterPay (Riverty): achteraf betalen',
      'Op rekening (factuur aan je bedrijf)',
    ]);
    const asked = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/payments/methods'));
    expect(asked?.[0]).toBe('/api/payments/methods?country=NL&amount=2990&locale=nl-nl');
  });

  it('asks for a bank only when the provider lists banks, and then requires one', async () => {
    renderDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'iDEAL' }));
    const bank = screen.getByRole('combobox', { name: 'Kies je bank' });
    expect(
      within(bank)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kies je bank…', 'ING', 'Rabobank']);
    fireEvent.click(screen.getByRole('button', { name: /Bestellen en betalen/ }));
    await waitFor(() => expect(bank).toHaveAttribute('aria-invalid', 'true'));
    expect(orderPosts()).toHaveLength(0);

    cleanup();
    methods = [method('ideal', 'iDEAL'), method('bancontact', 'Bancontact')];
    renderDetails();
    expect(await screen.findByRole('radio', { name: 'iDEAL' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Kies je bank' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Bestellen en betalen/ }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(JSON.parse(orderPosts()[0]![1].body as string).payment).toEqual({ method: 'ideal' });
  });

  it('forgets a method the provider no longer offers for this cart', async () => {
    checkoutDraft.update({ paymentMethod: 'afterpay' });
    methods = [method('ideal', 'iDEAL')];
    renderDetails();
    await screen.findByRole('radio', { name: 'iDEAL' });
    await waitFor(() => expect(checkoutDraft.get('NL').paymentMethod).toBe(''));
    expect(screen.getByRole('radio', { name: 'iDEAL' })).not.toBeChecked();
  });

  it('mounts the provider’s card fields under our labels and shows our Dutch messages, never the provider’s', async () => {
    renderDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'Creditcard' }));
    const number = await screen.findByRole('group', { name: 'Kaartnummer' });
    expect(number).toHaveAttribute('id', 'checkout-card-number');
    expect(within(number).getByTitle('Mollie cardNumber')).toBeInTheDocument();
    expect(mollie.factory).toHaveBeenCalledWith('pfl_test123', { locale: 'nl_NL', testmode: true });

    mollie.report('cardNumber', { valid: false, error: 'Card number is invalid.' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Ongeldig kaartnummer');
    expect(screen.queryByText('Card number is invalid.')).not.toBeInTheDocument();

    // Submitted with the rest empty: each marked, the first wrong one focused, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: /Bestellen en betalen/ }));
    for (const name of ['Naam op de kaart', 'Vervaldatum', 'Beveiligingscode (CVC)'])
      expect(screen.getByRole('group', { name })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(number).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Er zit een fout in het formulier');
    expect(mollie.mollie.createToken).not.toHaveBeenCalled();
    expect(orderPosts()).toHaveLength(0);

    mollie.report('expiryDate', { valid: false });
    mollie.report('verificationCode', { valid: false });
    expect(screen.getByRole('group', { name: 'Vervaldatum' })).toHaveAccessibleDescription(
      'Vul een geldige vervaldatum in',
    );
    expect(
      screen.getByRole('group', { name: 'Beveiligingscode (CVC)' }),
    ).toHaveAccessibleDescription('Vul de beveiligingscode van 3 of 4 cijfers in');
  });

  it('speaks the shopper’s language in English, and the fields do too', async () => {
    await changeLanguage('en-us');
    renderDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'Credit card' }));
    const number = await screen.findByRole('group', { name: 'Card number' });
    expect(mollie.factory).toHaveBeenCalledWith('pfl_test123', { locale: 'en_US', testmode: true });
    mollie.report('cardNumber', { valid: false, error: 'Ongeldig kaartnummer.' });
    expect(number).toHaveAccessibleDescription('Invalid card number');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('amount=2990&locale=en-us'))).toBe(
      true,
    );
  });

  it('sends only the provider’s token, and a new one for every attempt', async () => {
    placeOrder = () => refused('De betaling is geweigerd. Kies een andere betaalmethode.', 402);
    renderDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'Creditcard' }));
    await screen.findByRole('group', { name: 'Kaartnummer' });
    mollie.fillAll();

    fireEvent.click(screen.getByRole('button', { name: /Bestellen en betalen/ }));
    expect(
      await screen.findByText('De betaling is geweigerd. Kies een andere betaalmethode.'),
    ).toBeInTheDocument();
    placeOrder = () => json(placed, 201);
    fireEvent.click(screen.getByRole('button', { name: /Bestellen en betalen/ }));
    expect(await screen.findByText('bevestiging')).toBeInTheDocument();

    const [first, second] = orderPosts().map(([, init]) => ({
      body: JSON.parse(init.body as string) as Record<string, unknown>,
      key: (init.headers as Record<string, string>)['Idempotency-Key'],
    }));
    expect(first!.body.payment).toEqual({ method: 'creditcard', cardToken: 'tkn_first1' });
    expect(second!.body.payment).toEqual({ method: 'creditcard', cardToken: 'tkn_second2' });
    // The refused attempt is over: the next one has a key of its own.
    expect(second!.key).not.toBe(first!.key);
    expect(mollie.mollie.createToken).toHaveBeenCalledTimes(2);
    // Nothing of the card but its token: no number, holder, expiry or CVC anywhere.
    for (const { body } of [first!, second!])
      expect(Object.keys(body).sort()).toEqual([
        'cart',
        'deliveryAddress',
        'deliveryDate',
        'deliveryRemark',
        'email',
        'payment',
      ]);
  });

  it('places nothing when the provider gives no token, and says so at the card', async () => {
    mollie.mollie.createToken.mockResolvedValueOnce({ error: { message: 'Invalid card.' } });
    renderDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'Creditcard' }));
    await screen.findByRole('group', { name: 'Kaartnummer' });
    mollie.fillAll();
    fireEvent.click(screen.getByRole('button', { name: /Bestellen en betalen/ }));
    const card = screen.getByRole('group', { name: 'Kaartgegevens' });
    await waitFor(() => expect(card).toHaveAccessibleDescription('Vul je kaartgegevens in'));
    expect(screen.queryByText('Invalid card.')).not.toBeInTheDocument();
    expect(orderPosts()).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Bestellen en betalen/ })).toBeEnabled();
  });

  it('loads the provider’s script once, says when it failed, and tries again', async () => {
    delete window.Mollie;
    renderDetails();
    fireEvent.click(await screen.findByRole('radio', { name: 'Creditcard' }));
    expect(await screen.findByText('De kaartvelden worden geladen…')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        document.head.querySelectorAll(`script[src="${provider.componentsScript}"]`),
      ).toHaveLength(1),
    );
    const script = document.head.querySelector<HTMLScriptElement>(
      `script[src="${provider.componentsScript}"]`,
    )!;
    act(() => script.dispatchEvent(new Event('error')));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent(
      'De kaartvelden konden niet worden geladen. Probeer het opnieuw of kies een andere betaalmethode.',
    );

    fireEvent.click(within(failure).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() =>
      expect(
        document.head.querySelectorAll(`script[src="${provider.componentsScript}"]`),
      ).toHaveLength(1),
    );
    window.Mollie = mollie.factory;
    act(() =>
      document.head
        .querySelector(`script[src="${provider.componentsScript}"]`)!
        .dispatchEvent(new Event('load')),
    );
    expect(await screen.findByRole('group', { name: 'Kaartnummer' })).toBeInTheDocument();
  });
});
