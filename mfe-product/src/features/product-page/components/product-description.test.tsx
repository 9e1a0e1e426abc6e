import { fireEvent, render, screen } from '@testing-library/react';
import { initShopI18n } from '@shop/shared-ui';
import '../../../i18n/messages';
import '../../../i18n/product-page';
import { ProductDescription } from './product-description';

describe('ProductDescription', () => {
  beforeAll(() => initShopI18n('en-us'));
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
  });

  it('offers to read more when twelve lines hide some of it, and to read less again', () => {
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => 500,
    });
    render(<ProductDescription text={'A long story.\n\nThat goes on.'} />);
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    const less = screen.getByRole('button', { name: 'Read less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(less.getAttribute('aria-controls')!)).not.toHaveClass(
      'product-description__body--clamped',
    );
  });

  it('offers nothing when the whole description fits', () => {
    render(<ProductDescription text="Short." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
