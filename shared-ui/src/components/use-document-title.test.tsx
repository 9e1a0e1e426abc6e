import { render } from '@testing-library/react';
import { PageMeta } from './page-meta';
import { SiteOriginProvider } from './site-origin';
import { useDocumentTitle } from './use-document-title';

function Private({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

const titles = () => [...document.querySelectorAll('title')].map((element) => element.text);

describe('useDocumentTitle', () => {
  it('names the page while it is shown, follows a new title and leaves nothing behind', () => {
    const { rerender, unmount } = render(<Private title="Winkelwagen" />);
    expect(document.title).toBe('Winkelwagen');
    rerender(<Private title="Afrekenen" />);
    expect(titles()).toEqual(['Afrekenen']);
    unmount();
    expect(titles()).toEqual([]);
  });

  it('gives way to the next page’s PageMeta: one title in the head', () => {
    const { rerender } = render(
      <SiteOriginProvider value="https://www.bloemenzo.nl">
        <Private title="Mijn account" />
      </SiteOriginProvider>,
    );
    rerender(
      <SiteOriginProvider value="https://www.bloemenzo.nl">
        <PageMeta title="Boeketten" />
      </SiteOriginProvider>,
    );
    expect(titles()).toEqual(['Boeketten']);
    expect(document.title).toBe('Boeketten');
  });
});
