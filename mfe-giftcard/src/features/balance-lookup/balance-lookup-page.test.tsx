import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n, changeLanguage } from '@shop/shared-ui';
import '../../i18n/messages';
import { BalanceLookupPage } from './balance-lookup-page';

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('BalanceLookupPage', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
  });

  it('checks the card number before calling the API', async () => {
    render(<BalanceLookupPage path="/cadeaukaart/saldo" />);
    fill(/card number/i, '4000000000000003');
    fill(/verification code/i, '123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check balance' })));
    expect(screen.getByText('There is an error in the form')).toBeInTheDocument();
    expect(screen.getByText('Invalid card number')).toBeInTheDocument();
    expect(screen.getByLabelText(/card number/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('speaks Dutch in nl-nl', async () => {
    await act(() => changeLanguage('nl-nl'));
    render(<BalanceLookupPage path="/cadeaukaart/saldo" />);
    fill(/kaartnummer/i, '1234');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Saldo opvragen' })));
    expect(screen.getByText('Er zit een fout in het formulier')).toBeInTheDocument();
    expect(screen.getByText('Ongeldig kaartnummer')).toBeInTheDocument();
    await act(() => changeLanguage('en-us'));
  });

  it('shows the balance the API returns, formatted as money', async () => {
    fetch.mockResolvedValue(
      new Response(
        JSON.stringify({
          cardNumber: '•••• 0002',
          balance: 123456,
          currency: 'EUR',
          expires_at: null,
        }),
        { status: 200 },
      ),
    );
    render(<BalanceLookupPage path="/cadeaukaart/saldo" />);
    fill(/card number/i, '4000 0000 0000 0002');
    fill(/verification code/i, '123456');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check balance' })));
    expect(await screen.findByTestId('giftcard-balance')).toHaveTextContent('€ 1.234,56');
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      cardId: '4000000000000002',
      verificationCode: '123456',
    });
  });

  it("shows the API's message when the card is unknown", async () => {
    fetch.mockResolvedValue(
      new Response(JSON.stringify({ 'hydra:description': 'Unknown card or code' }), {
        status: 404,
      }),
    );
    render(<BalanceLookupPage path="/cadeaukaart/saldo" />);
    fill(/card number/i, '4000000000000002');
    fill(/verification code/i, '654321');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check balance' })));
    expect(await screen.findByText('Unknown card or code')).toBeInTheDocument();
  });

  it('names itself for search engines: title, description and canonical address', () => {
    render(<BalanceLookupPage path="/cadeaukaart/saldo" />);
    expect(document.title).toBe('Your gift card balance');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Check the balance of your Bloem & Zo gift card'),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/en-us/cadeaukaart/saldo',
    );
  });

  it('waits for the script on a server-rendered page, and never sends the card in the address', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<BalanceLookupPage path="/cadeaukaart/saldo" />);
    const button = page.querySelector('button[type="submit"]');
    expect(button).toHaveTextContent('Check balance');
    expect(button).toBeDisabled();
    expect(page.querySelector('form')).toHaveAttribute('method', 'post');
    // In the browser's own render (after hydration) it can be pressed.
    render(<BalanceLookupPage path="/cadeaukaart/saldo" />);
    expect(screen.getByRole('button', { name: 'Check balance' })).toBeEnabled();
  });

  it('keeps what was typed before the page hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<BalanceLookupPage path="/cadeaukaart/saldo" />).replace(
      /^(<(title|meta|link)[^>]*>(?:[^<]*<\/title>)?)+/,
      '',
    );
    document.body.append(container);
    const input = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    input('cardId').value = '4000000000000003';
    input('verificationCode').value = '123456';
    await act(async () => {
      hydrateRoot(container, <BalanceLookupPage path="/cadeaukaart/saldo" />);
    });
    expect(input('cardId')).toHaveValue('4000000000000003');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check balance' })));
    // Checked as typed: the card number is wrong, and nothing went to the API.
    expect(screen.getByText('Invalid card number')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    container.remove();
  });
});
