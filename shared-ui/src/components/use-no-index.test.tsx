import { render } from '@testing-library/react';
import { useNoIndex } from './use-no-index';

function NotFound({ active }: { active?: boolean }) {
  useNoIndex(active);
  return <h1>Not found</h1>;
}
const robots = () => document.head.querySelectorAll('meta[name="robots"]');

describe('useNoIndex', () => {
  it('asks search engines not to index the page while it is shown, and no longer after', () => {
    const { unmount } = render(<NotFound />);
    expect(robots()).toHaveLength(1);
    expect(robots()[0]).toHaveAttribute('content', 'noindex');
    unmount();
    expect(robots()).toHaveLength(0);
  });

  it('leaves the page indexable when not active', () => {
    render(<NotFound active={false} />);
    expect(robots()).toHaveLength(0);
  });
});
