import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import type { PersonalizationDefinition } from '@shop/contracts/schemas';
import '../../../i18n/messages';
import { CART_STORAGE_KEY } from '../../../cart/cart-store';
import { AddToCart } from './add-to-cart';

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));
const emptyCart = {
  uuid: 'c1',
  lines: [],
  item_count: 1,
  totals: { incl_vat: 0, excl_vat: 0, vat: 0 },
};
const ribbon: PersonalizationDefinition = {
  lines: [
    { label: 'Ribbon text, line 1', max_length: 40, required: true },
    { label: 'Ribbon text, line 2', max_length: 40, required: false },
  ],
  photo: null,
};
const line = { variationId: 7, quantity: 1, personalization: true };

describe('the design dialog of AddToCart (ADR 0028)', () => {
  const fetch = jest.fn();
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ uuid: 'c1', secret: 's1' }));
    fetch.mockReset();
    fetch.mockImplementation(() => json(emptyCart));
    configureHttp({ baseUrl: '/api', fetch });
  });
  const lineCalls = () =>
    fetch.mock.calls.filter(([url]) => String(url).endsWith('/lines')) as [string, RequestInit][];
  async function openDesign() {
    render(
      <MemoryRouter>
        <AddToCart productName="Funeral ribbon" line={line} label="Create design" design={ribbon} />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Create design' });
    button.focus();
    await act(async () => fireEvent.click(button));
    return screen.findByRole('dialog', { name: 'Create design' });
  }

  it('asks for the texts first, shows them as typed, and adds the line with its design', async () => {
    const dialog = await openDesign();
    const first = within(dialog).getByRole('textbox', { name: 'Ribbon text, line 1' });
    expect(first).toHaveFocus();
    expect(first).toHaveAttribute('maxlength', '40');
    expect(lineCalls()).toHaveLength(0);
    fireEvent.change(first, { target: { value: 'Rest in peace' } });
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: 'Ribbon text, line 2 (optional)' }),
      {
        target: { value: 'The Jansen family' },
      },
    );
    expect(screen.getByTestId('design-preview')).toHaveTextContent(
      'Rest in peaceThe Jansen family',
    );
    expect(first).toHaveAccessibleDescription('27 characters left');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm design' })),
    );
    const [url, init] = lineCalls()[0]!;
    expect(url).toBe('/api/carts/c1/lines');
    expect(JSON.parse(String(init.body))).toEqual({
      ...line,
      design: { lines: ['Rest in peace', 'The Jansen family'] },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Funeral ribbon has been added to your cart.')).toBeInTheDocument();
  });

  it('refuses an empty design with the message on the field, and adds nothing', async () => {
    const dialog = await openDesign();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm design' })),
    );
    const first = within(dialog).getByRole('textbox', { name: 'Ribbon text, line 1' });
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(expect.stringContaining('Fill in this line'));
    expect(lineCalls()).toHaveLength(0);
  });

  it("keeps the dialog open with the API's localized refusal", async () => {
    fetch.mockImplementation((url: string) =>
      url.endsWith('/lines')
        ? json(
            {
              'hydra:description': 'Maximale lengte: 40 karakters',
              violations: [
                { propertyPath: 'design.lines.0', message: 'Maximale lengte: 40 karakters' },
              ],
            },
            400,
          )
        : json(emptyCart),
    );
    const dialog = await openDesign();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Ribbon text, line 1' }), {
      target: { value: 'Rust zacht' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm design' })),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Maximale lengte: 40 karakters');
    expect(
      within(dialog).getByRole('textbox', { name: 'Ribbon text, line 1' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Maximale lengte'));
  });

  it('cancels with Escape: nothing is added and the button has focus again', async () => {
    const dialog = await openDesign();
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lineCalls()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Create design' })).toHaveFocus();
  });
});
