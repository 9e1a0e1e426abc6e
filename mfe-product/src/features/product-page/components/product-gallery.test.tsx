import { fireEvent, render, within } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import '../../../i18n/product-page';
import { ProductGallery } from './product-gallery';
import { jpeg, photo } from '../../../components/photo-fixtures';
import { photoSlots } from '../../../components/photo-slots';

const images = [
  { url: jpeg('roses-1'), alt: 'Roses, front view', photo: photo('roses-1') },
  { url: jpeg('roses-2'), alt: 'Roses, close-up', photo: photo('roses-2') },
  { url: jpeg('roses-3'), alt: 'Roses, from above', photo: photo('roses-3') },
];
/** The layout the stylesheet shows at that width (jsdom applies no CSS: both are in the page). */
const layout = (container: HTMLElement, which: 'wide' | 'narrow') =>
  within(container.querySelector<HTMLElement>(`[data-layout="${which}"]`)!);

describe('ProductGallery', () => {
  beforeAll(() => initShopI18n('en-us'));

  it('renders both layouts, each in its own box for the stylesheet to pick by width', () => {
    const { container } = render(<ProductGallery images={images} />);
    const boxes = [...container.querySelectorAll('.product-gallery-layout')];
    expect(boxes.map((box) => box.getAttribute('data-layout'))).toEqual(['wide', 'narrow']);
    expect(boxes[0]).toHaveClass('product-gallery-layout--wide');
    expect(boxes[1]).toHaveClass('product-gallery-layout--narrow');
  });

  it('shows thumbnail buttons from 768 px, working with a click and arrow keys', () => {
    const { container } = render(<ProductGallery images={images} />);
    const screen = layout(container, 'wide');
    const large = screen.getByRole('img', { name: 'Roses, front view' });
    expect(large).not.toHaveAttribute('loading');
    expect(large).toHaveAttribute('fetchpriority', 'high');
    expect(large).toHaveAttribute('width', '1200');
    expect(large).toHaveAttribute('height', '1200');
    expect(large).toHaveAttribute('sizes', photoSlots.gallery.sizes);
    const thumbnails = [...container.querySelectorAll('.product-gallery__thumbnail img')];
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
      expect(thumbnail).toHaveAttribute('width', '72');
      expect(thumbnail).toHaveAttribute('sizes', '72px');
      // 72 px at up to 3×: the 160 and 240 px renditions, nothing larger.
      expect(thumbnail.getAttribute('srcset')).toMatch(/\.160\.jpg 160w, \S+\.240\.jpg 240w$/);
    }
    const second = screen.getByRole('button', { name: 'Show image 2 of 3: Roses, close-up' });
    fireEvent.click(second);
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Roses, close-up' })).toBeInTheDocument();
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(screen.getByRole('button', { name: /Show image 3 of 3/ })).toHaveFocus();
    expect(screen.getByRole('img', { name: 'Roses, from above' })).toBeInTheDocument();
  });

  it('shows a swipeable carousel below 768 px, only its first image loaded at once', () => {
    const { container } = render(<ProductGallery images={images} />);
    const screen = layout(container, 'narrow');
    expect(screen.getByRole('region', { name: 'Product images' })).toBeInTheDocument();
    const shown = screen.getAllByRole('img');
    expect(shown.map((image) => image.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    expect(shown.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeEnabled();
  });

  it('shows the first photo in both layouts as one file: the same sources, the one preloaded', () => {
    const { container } = render(<ProductGallery images={images} />);
    const [wide, narrow] = (['wide', 'narrow'] as const).map((which) =>
      [
        ...layout(container, which)
          .getAllByRole('img')[0]!
          .parentElement!.querySelectorAll('source, img'),
      ].map((element) => [element.getAttribute('srcset'), element.getAttribute('sizes')]),
    );
    expect(wide).toHaveLength(3);
    expect(narrow).toEqual(wide);
    const preload = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('imagesizes', photoSlots.gallery.sizes);
    const avif = container.querySelector('[data-layout="wide"] source[type="image/avif"]');
    expect(preload).toHaveAttribute('imagesrcset', avif!.getAttribute('srcset'));
  });
});
