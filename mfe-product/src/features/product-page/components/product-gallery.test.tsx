import { fireEvent, render, within } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import '../../../i18n/product-page';
import { ProductGallery } from './product-gallery';

const images = [
  { url: '/p-1.svg', alt: 'Roses, front view' },
  { url: '/p-2.svg', alt: 'Roses, close-up' },
  { url: '/p-3.svg', alt: 'Roses, from above' },
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
    expect(large).toHaveAttribute('width', '600');
    expect(large).toHaveAttribute('height', '600');
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
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeEnabled();
  });
});
