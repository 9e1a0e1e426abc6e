import { render, screen } from '@testing-library/react';
import { PageDataProvider, serializePageData, useHydrated, usePageData } from './page-data';

function Name() {
  const name = usePageData<string>('product:nl-nl:x');
  return <p>{name ?? 'loading'}</p>;
}

describe('page data', () => {
  it('serializes so that no value can end its script element, and reads back unchanged', () => {
    const data = { 'product:nl-nl:x': '</script><script>alert(1)</script>\u2028<!--' };
    const text = serializePageData(data);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('<!--');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('gives a component the server’s value by its key, and nothing for another key', () => {
    render(
      <PageDataProvider data={{ 'product:nl-nl:x': 'Zonnig boeket' }}>
        <Name />
      </PageDataProvider>,
    );
    expect(screen.getByText('Zonnig boeket')).toBeInTheDocument();
    render(
      <PageDataProvider data={{ 'product:fr-be:x': 'Bouquet' }}>
        <Name />
      </PageDataProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
  });

  it('is hydrated once the browser renders on its own', () => {
    function Probe() {
      return <p>{useHydrated() ? 'browser' : 'server'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
