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

function Pages({
  data,
  load,
}: {
  data: Record<string, string>;
  load: (key: string) => Promise<string>;
}) {
  const [key, setKey] = useState('home');
  const resource = useApiResource(() => load(key), [key], data[key]);
  return (
    <>
      <p>{resource.data ?? 'loading'}</p>
      <button type="button" onClick={() => setKey('planten')}>
        planten
      </button>
      <button type="button" onClick={() => setKey('home')}>
        home
      </button>
      <button type="button" onClick={resource.reload}>
        reload
      </button>
    </>
  );
}

describe('useApiResource coming back to deps the server answered', () => {
  it('takes the server’s data again instead of loading it, and loads on a reload', async () => {
    const load = jest.fn(async (key: string) => `loaded ${key}`);
    render(<Pages data={{ home: 'home from the server' }} load={load} />);
    await act(async () => screen.getByRole('button', { name: 'planten' }).click());
    expect(await screen.findByText('loaded planten')).toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'home' }).click());
    expect(await screen.findByText('home from the server')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([['planten']]);
    await act(async () => screen.getByRole('button', { name: 'reload' }).click());
    expect(await screen.findByText('loaded home')).toBeInTheDocument();
  });
});
