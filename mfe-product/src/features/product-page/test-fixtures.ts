import type { ProductDetail, ProductVariation, Upsell } from './api/product-api';
import type { WishCard } from './api/options-api';
import { jpeg, photo } from '../../components/photo-fixtures';

/** Test data in the API's shapes (ADR 0011), for this feature's tests only. */
export const price = (incl: number) => ({ incl_vat: incl, excl_vat: incl - 100, vat: 100 });

export const variation = (
  id: number,
  size: string,
  vase: string,
  incl: number,
  orderable = true,
): ProductVariation => ({
  id,
  sku: `v${id}`,
  orderable,
  property_values: { size, vase },
  property_labels: {
    size: { S: 'Small', M: 'Medium' }[size] ?? size,
    vase: { none: 'No vase', glass: 'Glass vase' }[vase] ?? vase,
  },
  price: price(incl),
});

export const balloon: Upsell = {
  id: 41,
  slug: 'balloon',
  name: 'Balloon',
  image: jpeg('balloon-1'),
  photo: photo('balloon-1'),
  product_group_id: 41,
  text_input: { label: 'Text on the balloon', max_length: 30 },
  properties: [{ id: 'colour', description: 'Colour', type: 'colour' }],
  variations: ['Red', 'Gold'].map((colour, index) => ({
    id: 401 + index,
    sku: `balloon-${colour}`,
    orderable: true,
    property_values: { colour: colour.toLowerCase() },
    property_labels: { colour },
    price: price(495),
  })),
};

export const product: ProductDetail = {
  id: 1,
  slug: 'white-elegance',
  name: 'White elegance',
  description: 'White flowers.',
  category: 'boeketten',
  product_group_id: 1,
  image: jpeg('white-elegance-1'),
  photo: photo('white-elegance-1'),
  images: [
    {
      url: jpeg('white-elegance-1'),
      alt: 'White elegance, front view',
      photo: photo('white-elegance-1'),
    },
    {
      url: jpeg('white-elegance-2'),
      alt: 'White elegance, close-up',
      photo: photo('white-elegance-2'),
    },
  ],
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
  wish_cards: true,
  personalization: { available: true, required: false, price: price(395), product_group_id: 20 },
  letter: {
    price: price(295),
    product_group_id: 30,
    max_bytes: 5 * 1024 * 1024,
    types: ['application/pdf', 'image/jpeg', 'image/png'],
  },
  upsells: [balloon],
};

export const wishCards: WishCard[] = [
  {
    id: 1,
    name: 'Congratulations',
    productGroupId: 10,
    size: 'small',
    image: '/c1.svg',
    bgImage: '/c1-background.svg',
    thumbnail: '/c1-thumbnail.svg',
    isHandwritten: false,
    price: price(195),
  },
  {
    id: 4,
    name: 'Handwritten card',
    productGroupId: 10,
    size: 'big',
    image: '/c4.svg',
    bgImage: '/c4-background.svg',
    thumbnail: '/c4-thumbnail.svg',
    isHandwritten: true,
    price: price(495),
  },
];

export const combinations = [
  {
    '@id': '/api/catalogue/products/glass-vase',
    id: 9,
    slug: 'glass-vase',
    name: 'Glass vase',
    category: 'cadeaus',
    image: jpeg('glass-vase-1'),
    photo: photo('glass-vase-1'),
    from_price: price(1495),
    orderable: true,
  },
];

const collection = (members: unknown[]) => ({
  'hydra:member': members,
  'hydra:totalItems': members.length,
});

/** The API as the page calls it; demo rule: a letter (30) and a card (10) exclude each other. */
export function fakeApi(detail: ProductDetail = product) {
  return jest.fn((url: RequestInfo | URL) => {
    const path = String(url);
    const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
    if (path.includes('/wish-cards')) return answer(collection(wishCards));
    if (path.includes('/catalogue/categories'))
      return answer(collection([{ id: 1, slug: 'boeketten', name: 'Bouquets' }]));
    if (path.includes('/combination-info')) return answer(collection(combinations));
    if (path.includes('/conflicting-product-groups')) {
      const ids = new URL(path, 'http://shop').searchParams.get('ids')!.split(',').map(Number);
      const conflicts = ids.includes(30) ? [10, 11] : ids.includes(10) ? [30] : [];
      return answer(collection(conflicts.filter((id) => !ids.includes(id))));
    }
    return answer(detail);
  });
}
