import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PhotoPreload, ProductPicture } from './product-picture';
import { jpeg, photo } from './photo-fixtures';
import { photoSlots, srcSetOf } from './photo-slots';

const roses = photo('roses-1');
const sources = (picture: Element) =>
  [...picture.querySelectorAll('source')].map((source) => source.getAttribute('type'));

describe('ProductPicture', () => {
  it('offers AVIF, then WebP, then a JPEG img, each in the slot’s widths and sizes', () => {
    const { container } = render(
      <ProductPicture photo={roses} image={jpeg('roses-1')} alt="Roses" slot="gallery" />,
    );
    const picture = container.querySelector('picture')!;
    expect(sources(picture)).toEqual(['image/avif', 'image/webp']);
    const avif = picture.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toBe(
      [160, 240, 320, 480, 640, 800, 960, 1200]
        .map((width) => `/api/media/products/roses-1.0123456789.${width}.avif ${width}w`)
        .join(', '),
    );
    expect(avif).toHaveAttribute('sizes', photoSlots.gallery.sizes);
    const img = picture.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/api/media/products/roses-1.0123456789.640.jpg');
    expect(img).toHaveAttribute('srcset', srcSetOf(roses, 'jpg', 'gallery'));
    expect(img).toHaveAttribute('sizes', photoSlots.gallery.sizes);
    expect(img).toHaveAttribute('alt', 'Roses');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '1200']);
  });

  it('loads a photo below the fold lazily and decodes it off the main thread', () => {
    const { container } = render(
      <ProductPicture photo={roses} image="" alt="" slot="combinationTile" />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.getAttribute('srcset')).toMatch(/ 480w$/);
  });

  it('fetches the largest paint first and at once', () => {
    const { container } = render(
      <ProductPicture photo={roses} image="" alt="Roses" slot="gallery" priority />,
    );
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('loading');
  });

  it('keeps a fixed slot’s size in width and height, with only the widths it can use', () => {
    const { container } = render(
      <ProductPicture photo={roses} image="" alt="" slot="upsell" size={64} />,
    );
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['64', '64']);
    expect(img).toHaveAttribute('sizes', '64px');
    expect(
      img
        .getAttribute('srcset')!
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]),
    ).toEqual(['160w', '240w']);
  });

  it('shows the plain image when the API gave no photo (an API from before ADR 0055)', () => {
    const { container } = render(
      <ProductPicture photo={undefined} image="/old.svg" alt="Roses" slot="gallery" priority />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/old.svg');
  });

  it('writes the loading hints before the address in the server’s HTML', () => {
    const html = renderToString(<ProductPicture photo={roses} image="" alt="" slot="thumbnail" />);
    expect(html.indexOf('loading="lazy"')).toBeLessThan(html.indexOf('src='));
  });
});

describe('PhotoPreload', () => {
  it('preloads the AVIF the slot’s picture will choose, at high priority', () => {
    const html = renderToString(<PhotoPreload photo={roses} slot="gallery" />);
    expect(html).toMatch(/^<link rel="preload" as="image"/);
    expect(html).toContain(`imageSrcSet="${srcSetOf(roses, 'avif', 'gallery')}"`);
    expect(html).toContain(`imageSizes="${photoSlots.gallery.sizes}"`);
    expect(html).toContain('type="image/avif"');
    expect(html).toContain('fetchPriority="high"');
  });
});
