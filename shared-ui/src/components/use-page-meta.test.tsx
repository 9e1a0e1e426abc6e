import { render } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

function Page({ title, description }: { title?: string; description?: string }) {
  usePageMeta(title, description);
  return null;
}

describe('usePageMeta', () => {
  afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

  it('sets the title and the meta description, and follows changes', () => {
    const { rerender } = render(<Page title="Boeketten" description="Boeketten bestellen" />);
    expect(document.title).toBe('Boeketten');
    const tag = document.head.querySelector('meta[name="description"]');
    expect(tag?.getAttribute('content')).toBe('Boeketten bestellen');
    rerender(<Page title="Planten" description="Planten bestellen" />);
    expect(document.title).toBe('Planten');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(tag?.getAttribute('content')).toBe('Planten bestellen');
  });

  it('keeps the title while the page is still loading (undefined)', () => {
    document.title = 'Bloem & Zo';
    render(<Page title={undefined} />);
    expect(document.title).toBe('Bloem & Zo');
  });
});
