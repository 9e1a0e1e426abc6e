import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../../i18n/messages';
import { product } from './test-fixtures';
import { jpeg } from '../../components/photo-fixtures';
import { provideFakeAddToCart, renderProductPage } from './test-helpers';

describe('ProductPage', () => {
  beforeAll(async () => {
    await initShopI18n('en-us');
    provideFakeAddToCart();
  });

  it('narrows the options, shows a from-price, and names the chosen variation in the hash', async () => {
    renderProductPage();
    const size = await screen.findByLabelText('Size');
    expect(document.title).toBe('White elegance | Bloem & Zo');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'White flowers, delivered.',
    );
    const shownPrice = () => document.querySelector('.product-page__price')?.textContent ?? '';
    expect(shownPrice()).toMatch(/^from € 27,95/i);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    fireEvent.change(size, { target: { value: 'S' } });
    expect(screen.getByRole('option', { name: 'Glass vase (sold out)' })).toBeDisabled();
    expect(screen.getByLabelText('hash')).toHaveTextContent('');
    fireEvent.change(screen.getByLabelText('Vase'), { target: { value: 'none' } });
    expect(screen.getByLabelText('hash')).toHaveTextContent('#11');
    expect(shownPrice()).toMatch(/^€ 27,95/);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('describes the product for search engines: canonical URL, Product and BreadcrumbList', async () => {
    renderProductPage('/p/white-elegance#14');
    await screen.findByLabelText('Size');
    const origin = window.location.origin;
    const url = `${origin}/en-us/p/white-elegance`;
    // The chosen variation (#14) is no other page: the canonical URL has no hash.
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute(
      'content',
      'product',
    );
    // Sharing sites show no SVG: the main view's largest JPEG, with its type and size.
    const og = (property: string) =>
      document.head.querySelector(`meta[property="og:image${property}"]`)?.getAttribute('content');
    expect(og('')).toBe(`${origin}${jpeg('white-elegance-1')}`);
    expect([og(':type'), og(':width'), og(':height')]).toEqual(['image/jpeg', '1200', '1200']);
    expect(og(':alt')).toBe('White elegance, front view');
    const structured = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      );
    await waitFor(() => expect(structured()).toHaveLength(2));
    const [item, breadcrumbs] = structured();
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'White elegance',
      image: [`${origin}${jpeg('white-elegance-1')}`, `${origin}${jpeg('white-elegance-2')}`],
      url,
      offers: { price: '27.95', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs.itemListElement.map(({ name }: { name: string }) => name)).toEqual([
      'Home',
      'Bouquets',
      'White elegance',
    ]);
  });

  it('preselects the variation a numeric hash names; back and forward restore the choices', async () => {
    renderProductPage('/p/white-elegance#14');
    expect(await screen.findByLabelText('Size')).toHaveValue('M');
    expect(screen.getByLabelText('Vase')).toHaveValue('glass');
    expect(document.querySelector('.product-page__price')).toHaveTextContent('€ 54,90');
    fireEvent.change(screen.getByLabelText('Vase'), { target: { value: 'none' } });
    expect(screen.getByLabelText('hash')).toHaveTextContent('#13');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'back' })));
    expect(screen.getByLabelText('hash')).toHaveTextContent('#14');
    expect(screen.getByLabelText('Vase')).toHaveValue('glass');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'forward' })));
    expect(screen.getByLabelText('Vase')).toHaveValue('none');
  });

  it('switches the button to create a design when personalization is chosen', async () => {
    renderProductPage('/p/white-elegance#13');
    const personalize = await screen.findByRole('checkbox', { name: /Personalize/ });
    expect(personalize).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    fireEvent.click(personalize);
    expect(screen.getByRole('button', { name: 'Create design' })).toBeEnabled();
  });

  it('forces a required personalization on: checked, disabled and said why', async () => {
    renderProductPage('/p/white-elegance#13', {
      ...product,
      personalization: { ...product.personalization!, required: true },
    });
    const personalize = await screen.findByRole('checkbox', { name: /Personalize/ });
    expect(personalize).toBeChecked();
    expect(personalize).toBeDisabled();
    expect(personalize).toHaveAccessibleDescription('This product is always personalized.');
    expect(screen.getByRole('button', { name: 'Create design' })).toBeInTheDocument();
  });

  it('hides personalization the product does not offer', async () => {
    renderProductPage('/p/white-elegance#13', {
      ...product,
      personalization: { ...product.personalization!, available: false },
    });
    await screen.findByLabelText('Size');
    expect(screen.queryByRole('checkbox', { name: /Personalize/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('shows the products that go well with it, linking to their pages', async () => {
    renderProductPage();
    const heading = await screen.findByRole('heading', { name: 'Goes well with' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Glass vase' })).toHaveAttribute(
      'href',
      '/en-us/p/glass-vase',
    );
  });

  it('lets the shopper type another quantity, and cancel back to the list', async () => {
    renderProductPage('/p/white-elegance#13');
    const quantity = await screen.findByLabelText('Quantity');
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Other quantity' }));
    const typed = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(typed).toHaveFocus();
    fireEvent.change(typed, { target: { value: '0' } });
    expect(typed).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    fireEvent.change(typed, { target: { value: '25' } });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('4');
  });
});
