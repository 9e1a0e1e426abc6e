import { serializeJsonLd } from '@shop/shared-ui';
import { product, variation } from '../test-fixtures';
import { productJsonLd, schemaOrgPrice } from './product-json-ld';
import { jpeg } from '../../../components/photo-fixtures';

const origin = 'https://www.bloemenzo.nl';
const url = `${origin}/p/white-elegance`;

describe('schemaOrgPrice', () => {
  it('writes the API’s cents as a decimal string with a point and two decimals', () => {
    expect(schemaOrgPrice(2995)).toBe('29.95');
    expect(schemaOrgPrice(2500)).toBe('25.00');
    expect(schemaOrgPrice(5)).toBe('0.05');
    expect(schemaOrgPrice(0)).toBe('0.00');
    expect(schemaOrgPrice(123456)).toBe('1234.56');
  });
});

describe('productJsonLd', () => {
  it('describes the product with its photos’ absolute JPEG URLs and an offer at the from-price', () => {
    expect(productJsonLd(product, url, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      productID: '1',
      name: 'White elegance',
      description: 'White flowers.',
      image: [`${origin}${jpeg('white-elegance-1')}`, `${origin}${jpeg('white-elegance-2')}`],
      url,
      offers: {
        '@type': 'Offer',
        sku: 'v11',
        price: '27.95',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
      },
    });
  });

  it('offers the cheapest variation that can be ordered, passing over a cheaper sold-out one', () => {
    const soldOutCheapest = {
      ...product,
      variations: [variation(21, 'S', 'none', 1995, false), variation(22, 'M', 'none', 3495)],
    };
    const { offers } = productJsonLd(soldOutCheapest, url, origin);
    expect(offers).toMatchObject({
      sku: 'v22',
      price: '34.95',
      availability: 'https://schema.org/InStock',
    });
  });

  it('says out of stock, at the cheapest price, when no variation can be ordered', () => {
    const soldOut = {
      ...product,
      variations: [
        variation(31, 'M', 'none', 3995, false),
        variation(32, 'S', 'none', 2995, false),
      ],
    };
    const { offers } = productJsonLd(soldOut, url, origin);
    expect(offers).toMatchObject({
      sku: 'v32',
      price: '29.95',
      availability: 'https://schema.org/OutOfStock',
    });
  });

  it('takes the main image when the API gives no views, and makes no offer without variations', () => {
    const bare = { ...product, images: [], variations: [] };
    const data = productJsonLd(bare, url, origin);
    expect(data.image).toEqual([`${origin}${jpeg('white-elegance-1')}`]);
    expect(data).not.toHaveProperty('offers');
  });

  it('cannot end the script element with a product’s name or description', () => {
    const hostile = {
      ...product,
      name: '</script><script>alert(1)</script>',
      description: '<!-- <script>',
    };
    const json = serializeJsonLd(productJsonLd(hostile, url, origin));
    expect(json).not.toMatch(/</);
    expect(JSON.parse(json)).toMatchObject({
      name: '</script><script>alert(1)</script>',
      description: '<!-- <script>',
    });
  });
});
