import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n } from '@shop/shared-ui';
import '../../i18n/messages';
import { ProductPage } from './product-page';

const price = (incl: number) => ({ incl_vat: incl, excl_vat: incl - 100, vat: 100 });
const variation = (id: number, size: string, vase: string, incl: number, orderable = true) => ({
  id,
  sku: `v${id}`,
  orderable,
  property_values: { size, vase },
  property_labels: {
    size: { S: 'Small', M: 'Medium' }[size],
    vase: { none: 'No vase', glass: 'Glass vase' }[vase],
  },
  price: price(incl),
});
const product = {
  id: 1,
  slug: 'white-elegance',
  name: 'White elegance',
  description: 'White flowers.',
  category: 'boeketten',
  image: '/x.svg',
  meta_title: 'White elegance | Bloem & Zo',
  meta_description: 'White flowers, delivered.',
  properties: [
    { id: 'size', description: 'Size', type: 'select' },
    { id: 'vase', description: 'Vase', type: 'select' },
  ],
  variations: [
    variation(11, 'S', 'none', 2795),
    variation(12, 'S', 'glass', 4290, false),
    variation(13, 'M', 'none', 3995),
    variation(14, 'M', 'glass', 5490),
  ],
};

function History() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="hash">{location.hash}</output>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('ProductPage variation choice', () => {
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    configureHttp({
      baseUrl: '/api',
      fetch: jest.fn(() => Promise.resolve(new Response(JSON.stringify(product)))),
    });
  });
  const renderAt = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/p/:slug"
            element={
              <>
                <ProductPage />
                <History />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );

  it('narrows the options, shows a from-price, and names the chosen variation in the hash', async () => {
    renderAt('/p/white-elegance');
    const size = await screen.findByLabelText('Size');
    expect(document.title).toBe('White elegance | Bloem & Zo');
    const shownPrice = () => document.querySelector('.product-page__price')?.textContent ?? '';
    expect(shownPrice()).toMatch(/^from € 27,95/i);
    fireEvent.change(size, { target: { value: 'S' } });
    expect(screen.getByRole('option', { name: 'Glass vase (sold out)' })).toBeDisabled();
    expect(screen.getByLabelText('hash')).toHaveTextContent('');
    fireEvent.change(screen.getByLabelText('Vase'), { target: { value: 'none' } });
    expect(screen.getByLabelText('hash')).toHaveTextContent('#11');
    expect(shownPrice()).toMatch(/^€ 27,95/);
  });

  it('preselects the variation a numeric hash names, and back restores the earlier choice', async () => {
    renderAt('/p/white-elegance#14');
    expect(await screen.findByLabelText('Size')).toHaveValue('M');
    expect(screen.getByLabelText('Vase')).toHaveValue('glass');
    expect(screen.getByText('€ 54,90')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Vase'), { target: { value: 'none' } });
    expect(screen.getByLabelText('hash')).toHaveTextContent('#13');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(screen.getByLabelText('hash')).toHaveTextContent('#14');
    expect(screen.getByLabelText('Vase')).toHaveValue('glass');
  });
});
