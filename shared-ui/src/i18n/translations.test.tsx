import { act, render, screen } from '@testing-library/react';
import { Trans, useTranslation } from 'react-i18next';
import type { Locale } from '@shop/contracts/messages';
import { changeLanguage, currentLanguage, initShopI18n } from './page-i18n';
import {
  createShopI18n,
  registerTranslations,
  translationsReady,
  type Messages,
} from './translations';

/** A part's texts per locale, loaded as a chunk would be: later, and counted. */
function part(byLocale: Partial<Record<Locale, Messages>>) {
  const asked: Locale[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  return {
    asked,
    fallback: byLocale['nl-nl'] ?? {},
    /** Holds every load until `open()`: what the page shows meanwhile. */
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    open: () => release(),
    load: async (locale: Locale) => {
      asked.push(locale);
      await gate;
      return { default: byLocale[locale] ?? {} };
    },
  };
}

const shop = part({
  'nl-nl': {
    greeting: 'Hallo {{name}}',
    items_one: '{{count}} artikel',
    items_other: '{{count}} artikelen',
    only: { dutch: 'Alleen in het Nederlands' },
    signedIn: 'Ingelogd als <email>{{email}}</email>.',
  },
  'fr-be': {
    greeting: 'Bonjour {{name}}',
    items_one: '{{count}} article',
    items_other: '{{count}} articles',
  },
  'en-us': { greeting: 'Hello {{name}}' },
});
const shopExtra = part({ 'nl-nl': { extra: 'Nog meer' }, 'fr-be': { extra: 'Encore plus' } });
const other = part({ 'nl-nl': { greeting: 'Dag', own: 'Eigen' }, 'en-us': { own: 'Own' } });
registerTranslations('shop', 'main', shop.fallback, shop.load);
registerTranslations('shop', 'extra', shopExtra.fallback, shopExtra.load);
registerTranslations('other', 'other', other.fallback, other.load);

describe('the shop’s i18next', () => {
  it('fills in placeholders and chooses plural forms in the locale asked for', async () => {
    const fr = (await createShopI18n('fr-be')).getFixedT('fr-be', 'shop');
    expect(fr('greeting', { name: 'Zoë' })).toBe('Bonjour Zoë');
    // French counts 0 as one, Dutch does not.
    expect(fr('items', { count: 0 })).toBe('0 article');
    expect(fr('items', { count: 3 })).toBe('3 articles');
    const nl = (await createShopI18n('nl-nl')).getFixedT('nl-nl', 'shop');
    expect(nl('items', { count: 0 })).toBe('0 artikelen');
    expect(nl('items', { count: 1 })).toBe('1 artikel');
  });

  it('falls back to nl-nl, and shows a text nobody has as its key', async () => {
    const en = (await createShopI18n('en-us')).getFixedT('en-us', 'shop');
    expect(en('only.dutch')).toBe('Alleen in het Nederlands');
    expect(en('items', { count: 2 })).toBe('2 artikelen');
    expect(en('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    const nlBe = (await createShopI18n('nl-be')).getFixedT('nl-be', 'shop');
    expect(nlBe('greeting', { name: 'Jan' })).toBe('Hallo Jan');
  });

  it('loads only the locale in use: nl-nl travels with the code, the rest is never asked for', async () => {
    const before = { shop: shop.asked.length, extra: shopExtra.asked.length };
    await createShopI18n('fr-be');
    expect(shop.asked.slice(before.shop)).toEqual(['fr-be']);
    expect(shopExtra.asked.slice(before.extra)).toEqual(['fr-be']);
    const nlBefore = shop.asked.length;
    await createShopI18n('nl-nl');
    expect(shop.asked.length).toBe(nlBefore);
  });

  it('merges the parts of a namespace, and keeps instances of two requests apart', async () => {
    const [fr, en] = await Promise.all([createShopI18n('fr-be'), createShopI18n('en-us')]);
    expect(fr.t('shop:extra')).toBe('Encore plus');
    expect(en.t('shop:extra')).toBe('Nog meer');
    await fr.changeLanguage('nl-nl');
    expect(en.language).toBe('en-us');
    expect(en.t('shop:greeting', { name: 'Ann' })).toBe('Hello Ann');
    expect(fr.t('shop:greeting', { name: 'Ann' })).toBe('Hallo Ann');
  });

  it('takes a new release’s texts for a part, and ignores the same module registering again', async () => {
    const first = part({ 'nl-nl': { title: 'Saldo' }, 'fr-be': { title: 'Solde' } });
    const next = part({
      'nl-nl': { title: 'Saldo — nieuw' },
      'fr-be': { title: 'Solde — nouveau' },
    });
    registerTranslations('release', 'release', first.fallback, first.load);
    registerTranslations('release', 'release', first.fallback, next.load);
    expect((await createShopI18n('fr-be')).getFixedT('fr-be', 'release')('title')).toBe('Solde');
    registerTranslations('release', 'release', next.fallback, next.load);
    expect((await createShopI18n('nl-nl')).getFixedT('nl-nl', 'release')('title')).toBe(
      'Saldo — nieuw',
    );
    expect((await createShopI18n('fr-be')).getFixedT('fr-be', 'release')('title')).toBe(
      'Solde — nouveau',
    );
  });
});

function ShopGreeting() {
  const { t } = useTranslation('shop');
  return <p>{t('greeting', { name: 'Ann' })}</p>;
}

function Greeting() {
  const { t } = useTranslation(['other', 'shop']);
  return (
    <p>
      {t('greeting', { name: 'Ann' })} · {t('own')} · {t('later')}
    </p>
  );
}

describe('the page’s translations', () => {
  beforeAll(() => initShopI18n('nl-nl'));
  afterEach(() => act(() => changeLanguage('nl-nl')));

  it('searches a component’s namespaces in order, and sets <html lang> for the locale', async () => {
    await act(() => changeLanguage('en-us'));
    render(<Greeting />);
    // 'other' has no English greeting: its nl-nl one comes before the next namespace's.
    expect(screen.getByRole('paragraph')).toHaveTextContent('Dag · Own · later');
    expect(document.documentElement.lang).toBe('en-US');
    expect(currentLanguage()).toBe('en-us');
  });

  it('switches language once the new texts are here: no key and no Dutch in between', async () => {
    await act(() => changeLanguage('en-us'));
    render(<ShopGreeting />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Hello Ann');
    shop.hold();
    let switched = false;
    const switching = changeLanguage('fr-be').then(() => (switched = true));
    await act(() => Promise.resolve());
    expect(switched).toBe(false);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Hello Ann');
    shop.open();
    await act(() => switching);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Bonjour Ann');
    expect(document.documentElement.lang).toBe('fr-BE');
  });

  it('loads a part registered later in the page’s locale before translationsReady resolves', async () => {
    await act(() => changeLanguage('fr-be'));
    const late = part({ 'nl-nl': { later: 'Later' }, 'fr-be': { later: 'Plus tard' } });
    late.hold();
    registerTranslations('other', 'late', late.fallback, late.load);
    let ready = false;
    const readiness = translationsReady().then(() => (ready = true));
    await act(() => Promise.resolve());
    expect(ready).toBe(false);
    late.open();
    await act(() => readiness);
    expect(late.asked).toEqual(['fr-be']);
    render(<Greeting />);
    expect(screen.getByRole('paragraph')).toHaveTextContent('Plus tard');
  });

  it('marks up a text with Trans, and shows a value full of markup as text', async () => {
    await act(() => changeLanguage('nl-nl'));
    const { container } = render(
      <p>
        <Trans
          i18nKey="shop:signedIn"
          values={{ email: '<img src=x onerror=alert(1)>@x.nl' }}
          components={{ email: <strong /> }}
        />
      </p>,
    );
    expect(container.querySelector('strong')).toHaveTextContent(
      '<img src=x onerror=alert(1)>@x.nl',
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Ingelogd als <img src=x onerror=alert(1)>@x.nl.');
  });
});
