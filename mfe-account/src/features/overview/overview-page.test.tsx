import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shop/shared-ui/router';
import { authRuntime } from '@shop/shared-auth';
import { configureHttp } from '@shop/shared-http';
import { changeLanguage, initShopI18n, type Locale } from '@shop/shared-ui';
import '../../i18n/messages';
import '../../i18n/overview-messages';
import { OverviewPage } from './overview-page';

const json = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
const empty = { 'hydra:member': [], 'hydra:totalItems': 0 };

describe('OverviewPage', () => {
  let companyName = 'Bloemenhandel De Tulp B.V.';
  beforeAll(() => initShopI18n('nl-nl'));
  beforeEach(() => {
    const fetch = jest.fn((url: RequestInfo | URL) =>
      String(url).startsWith('/api/relation/customers/') ? json({ companyName }) : json(empty),
    );
    configureHttp({ baseUrl: '/api', fetch });
    authRuntime.setUser({
      uuid: 'me-uuid',
      fullname: 'Inkoop Bedrijf',
      currentCompany: 'c1',
      permissions: [],
    });
  });
  afterEach(() => {
    cleanup();
    authRuntime.setUser(null);
  });

  const sentences: [Locale, string][] = [
    ['nl-nl', 'Je bestelt voor Bloemenhandel De Tulp B.V.'],
    ['nl-be', 'Je bestelt voor Bloemenhandel De Tulp B.V.'],
    ['fr-be', 'Vous commandez pour Bloemenhandel De Tulp B.V.'],
    ['en-us', 'You order for Bloemenhandel De Tulp B.V.'],
  ];
  it.each(sentences)(
    'in %s, a company name ending in a full stop ends the sentence with one full stop',
    async (locale, sentence) => {
      await act(() => changeLanguage(locale));
      render(<OverviewPage />, { wrapper: MemoryRouter });
      expect(await screen.findByText(sentence)).toBeInTheDocument();
      expect(screen.queryByText(/\.\.$/)).not.toBeInTheDocument();
    },
  );

  it('adds the full stop after a company name without one', async () => {
    companyName = 'Bloemenhandel De Roos';
    await act(() => changeLanguage('nl-nl'));
    render(<OverviewPage />, { wrapper: MemoryRouter });
    expect(await screen.findByText('Je bestelt voor Bloemenhandel De Roos.')).toBeInTheDocument();
  });
});
