import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@shop/shared-ui/router';
import { configureHttp } from '@shop/shared-http';
import { initShopI18n, PageDataProvider, SiteOriginProvider, type PageData } from '@shop/shared-ui';
import '../../i18n/messages';
import { answerNear, jsonResponse, merchant } from '../../test-support/store-locator-answers';
import { brandsKey, salesPointsKey } from './api/page-data-keys';
import { SalesPointsPage } from './sales-points-page';

const brands = { items: [{ id: 2, name: 'Bloemenbon' }], totalItems: 1 };
const utrecht = answerNear('Utrecht', [merchant(7, 'Bloemenhuis Oudegracht', 'Utrecht')]);
const amsterdam = answerNear('Amsterdam', [merchant(8, 'Tulp aan de Amstel', 'Amsterdam')]);
const serverData: PageData = {
  [brandsKey('en-us')]: brands,
  [salesPointsKey('en-us', { search: 'Utrecht', distance: 10, brand: null })]: utrecht,
};

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

const page = (url: string, data: PageData, extra: ReactNode = null) => (
  <PageDataProvider data={data}>
    <SiteOriginProvider value="https://www.bloemenzo.nl">
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/en-us/cadeaukaart/verkooppunten"
            element={
              <>
                <SalesPointsPage path="/cadeaukaart/verkooppunten" />
                {extra}
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </SiteOriginProvider>
  </PageDataProvider>
);

const results = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('SalesPointsPage', () => {
  const fetch = jest.fn();
  const locatorCalls = () =>
    fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/storelocator'));
  beforeAll(() => initShopI18n('en-us'));
  beforeEach(() => {
    fetch.mockReset();
    fetch.mockImplementation((url: string) => {
      if (url.includes('/brands')) return jsonResponse({ 'hydra:member': brands.items });
      return jsonResponse(url.includes('Amsterdam') ? amsterdam : utrecht);
    });
    configureHttp({ baseUrl: '/api', fetch, getLocale: () => 'en-us' });
  });

  it('shows the results the server found for the address at once, without asking again', () => {
    render(page('/en-us/cadeaukaart/verkooppunten?search=Utrecht', serverData));
    expect(results()).toEqual(['1 Bloemenhuis Oudegracht']);
    expect(screen.getByRole('status')).toHaveTextContent('1 sales point within 10 km of Utrecht');
    expect(screen.getByLabelText('Place or postcode')).toHaveValue('Utrecht');
    expect(screen.getByRole('option', { name: 'Bloemenbon' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('puts a search in the address and shows its results; back shows the earlier ones at once', async () => {
    render(page('/en-us/cadeaukaart/verkooppunten?search=Utrecht', serverData, <Where />));
    fireEvent.change(screen.getByLabelText('Place or postcode'), {
      target: { value: 'Amsterdam' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?search=Amsterdam&distance=10');
    expect(await screen.findByRole('heading', { name: 'Tulp aan de Amstel' })).toBeVisible();
    expect(decodeURIComponent(locatorCalls().at(-1)!)).toContain(
      'search=Amsterdam,+Nederland&distance=10',
    );

    expect(locatorCalls()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?search=Utrecht');
    expect(results()).toEqual(['1 Bloemenhuis Oudegracht']);
    expect(screen.getByLabelText('Place or postcode')).toHaveValue('Utrecht');
    expect(locatorCalls()).toHaveLength(1);
  });

  it('applies a changed brand to the search shown, in the address', async () => {
    render(page('/en-us/cadeaukaart/verkooppunten?search=Utrecht', serverData, <Where />));
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: '2' } });
    expect(screen.getByLabelText('address')).toHaveTextContent(
      '?search=Utrecht&distance=10&brand=2',
    );
    await screen.findByRole('heading', { name: 'Bloemenhuis Oudegracht' });
    expect(locatorCalls()[0]).toContain('brand=2');
  });

  it('asks for a place before searching, and searches the address’s place without server data', async () => {
    render(page('/en-us/cadeaukaart/verkooppunten', {}, <Where />));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a place or postcode');
    expect(screen.getByLabelText('address')).toHaveTextContent('');
    expect(locatorCalls()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Place or postcode'), { target: { value: 'Utrecht' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Bloemenhuis Oudegracht' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hydrates the server’s HTML without a mismatch', async () => {
    const url = '/en-us/cadeaukaart/verkooppunten?search=Utrecht';
    const html = renderToString(page(url, serverData));
    // As the host server does: React's hoisted head tags go into <head>.
    const head =
      /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/.exec(html)?.[0] ?? '';
    expect(head).toContain('<title>Sales points</title>');
    expect(html).toContain('Bloemenhuis Oudegracht');
    document.head.innerHTML = head;
    const container = document.createElement('div');
    container.innerHTML = html.slice(head.length);
    document.body.append(container);
    const mismatches = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(url, serverData), { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(within(container).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Bloemenhuis Oudegracht',
    );
    expect(fetch).not.toHaveBeenCalled();
    container.remove();
  });

  it('offers the places meant for an unknown one as links to their search', async () => {
    const utrekt = { 'hydra:member': [], 'hydra:totalItems': 0, suggestions: ['Utrecht'] };
    const data = {
      [salesPointsKey('en-us', { search: 'Utrekt', distance: 25, brand: null })]: utrekt,
    };
    render(page('/en-us/cadeaukaart/verkooppunten?search=Utrekt&distance=25', data, <Where />));
    expect(screen.getByText('No results found')).toHaveAttribute('role', 'status');
    const suggestion = screen.getByRole('link', { name: 'Utrecht' });
    expect(suggestion).toHaveAttribute(
      'href',
      '/en-us/cadeaukaart/verkooppunten?search=Utrecht&distance=25',
    );
    fireEvent.click(suggestion);
    expect(screen.getByLabelText('address')).toHaveTextContent('?search=Utrecht&distance=25');
    expect(await screen.findByRole('heading', { name: 'Bloemenhuis Oudegracht' })).toBeVisible();
    expect(screen.getByLabelText('Place or postcode')).toHaveValue('Utrecht');
  });

  it('keeps a place typed before the page hydrated, and searches it', async () => {
    const url = '/en-us/cadeaukaart/verkooppunten?search=Utrecht';
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(url, serverData)).replace(
      /^(<(title|meta|link)[^>]*>(?:[^<]*<\/title>)?)+/,
      '',
    );
    document.body.append(container);
    const field = container.querySelector<HTMLInputElement>('input[name="search"]')!;
    field.value = 'Amsterdam';
    await act(async () => {
      hydrateRoot(container, page(url, serverData));
    });
    expect(field).toHaveValue('Amsterdam');
    fireEvent.click(within(container).getByRole('button', { name: 'Search' }));
    expect(
      await within(container).findByRole('heading', { name: 'Tulp aan de Amstel' }),
    ).toBeVisible();
    container.remove();
  });
});
