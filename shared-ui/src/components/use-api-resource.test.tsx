import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useApiResource } from './use-api-resource';

function Product({ initial, load }: { initial?: string; load: (slug: string) => Promise<string> }) {
  const [slug, setSlug] = useState('a');
  const product = useApiResource(() => load(slug), [slug], slug === 'a' ? initial : undefined);
  return (
    <>
      <p>{product.data ?? 'loading'}</p>
      <button type="button" onClick={() => setSlug('b')}>
        next
      </button>
    </>
  );
}

describe('useApiResource', () => {
  it('shows the server’s data at once without loading it, and loads when the deps change', async () => {
    const load = jest.fn(async (slug: string) => `loaded ${slug}`);
    render(<Product initial="from the server" load={load} />);
    expect(screen.getByText('from the server')).toBeInTheDocument();
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button').click());
    expect(await screen.findByText('loaded b')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('b');
  });

  it('loads on mount without server data', async () => {
    const load = jest.fn(async (slug: string) => `loaded ${slug}`);
    render(<Product load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('loaded a')).toBeInTheDocument();
  });
});
