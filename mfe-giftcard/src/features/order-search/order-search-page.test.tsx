import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../../i18n/order-search-messages';
import { OrderSearchPage } from './order-search-page';

const answer = (members: object[]) =>
  new Response(JSON.stringify({ 'hydra:member': members, 'hydra:totalItems': members.length }), {
    status: 200,
  });

describe('OrderSearchPage', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    configureHttp({ baseUrl: '/api', fetch });
    render(
      <MemoryRouter>
        <OrderSearchPage path="/bestelling-zoeken" />
      </MemoryRouter>,
    );
  });
  const byNumber = () => within(screen.getByRole('form', { name: 'Search by order number' }));
  const search = async (orderNumber: string, postcode: string) => {
    fireEvent.change(byNumber().getByLabelText('Order number'), { target: { value: orderNumber } });
    fireEvent.change(byNumber().getByLabelText('Postcode'), { target: { value: postcode } });
    await act(async () => fireEvent.click(byNumber().getByRole('button', { name: 'Search' })));
  };

  it('checks the order number and postcode before calling the API', async () => {
    await search('12', '99');
    expect(screen.getByText('There is an error in the form')).toBeInTheDocument();
    expect(byNumber().getByLabelText('Order number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the status in words, track and trace links and the buyer’s link', async () => {
    fetch.mockResolvedValue(
      answer([
        {
          number: 'FB-100001',
          status: 'sent',
          delivery_date: '2026-12-24',
          track_and_trace: [{ code: '3SABC', url: 'https://track.example/3SABC' }],
          uuid: '6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11',
        },
      ]),
    );
    await search('fb100001', '3511ab');
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      by: 'number',
      orderNumber: 'FB-100001',
      postcode: '3511 AB',
    });
    const result = await screen.findByRole('status');
    expect(result).toHaveTextContent('On its way');
    expect(result).toHaveTextContent('December 24, 2026');
    expect(within(result).getByRole('link', { name: 'Track parcel 3SABC' })).toHaveAttribute(
      'href',
      'https://track.example/3SABC',
    );
    expect(within(result).getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/mijn-account\/bestellingen\/6f1c2f0e-2a8d-4c59-9a53-1b1f5e0f7c11$/),
    );
  });

  it('says so when nothing is found', async () => {
    fetch.mockResolvedValue(answer([]));
    await search('FB-100001', '1000');
    expect(await screen.findByRole('status')).toHaveTextContent('No results found');
  });
});
