import { act, render, screen } from '@testing-library/react';
import {
  changeLanguage,
  currentLanguage,
  fixedT,
  registerTranslations,
  subscribeTranslations,
} from './translator';
import { useTranslation } from './use-translation';

describe('the site’s translator', () => {
  beforeAll(() => {
    registerTranslations('shop', {
      'nl-nl': {
        greeting: 'Hallo {{name}}',
        items_one: '{{count}} artikel',
        items_other: '{{count}} artikelen',
        only: { dutch: 'Alleen in het Nederlands' },
      },
      'fr-be': {
        greeting: 'Bonjour {{name}}',
        items_one: '{{count}} article',
        items_other: '{{count}} articles',
      },
      'en-us': { greeting: 'Hello {{name}}' },
    });
  });
  afterEach(() => changeLanguage('nl-nl'));

  it('fills in placeholders, in the locale asked for', () => {
    expect(fixedT(['shop'], 'fr-be')('greeting', { name: 'Zoë' })).toBe('Bonjour Zoë');
    expect(fixedT(['shop'], 'en-us')('greeting', { name: 'Ann' })).toBe('Hello Ann');
  });

  it('falls back to nl-nl for a text the locale lacks, and answers the key when nobody has it', () => {
    expect(fixedT(['shop'], 'en-us')('only.dutch')).toBe('Alleen in het Nederlands');
    expect(fixedT(['shop'], 'nl-be')('greeting', { name: 'Jan' })).toBe('Hallo Jan');
    expect(fixedT(['shop'], 'en-us')('nowhere.to.be.found')).toBe('nowhere.to.be.found');
  });

  it('picks the plural form by the locale’s own rules (French counts 0 as one)', () => {
    expect(fixedT(['shop'], 'nl-nl')('items', { count: 1 })).toBe('1 artikel');
    expect(fixedT(['shop'], 'nl-nl')('items', { count: 0 })).toBe('0 artikelen');
    expect(fixedT(['shop'], 'fr-be')('items', { count: 0 })).toBe('0 article');
    expect(fixedT(['shop'], 'fr-be')('items', { count: 3 })).toBe('3 articles');
    // en-us has no plural forms of its own here: nl-nl's, by nl-nl's rules.
    expect(fixedT(['shop'], 'en-us')('items', { count: 2 })).toBe('2 artikelen');
  });

  it('looks through the namespaces in order, or the one a key names', () => {
    const t = fixedT(['shop', 'common'], 'en-us');
    expect(t('errors.generic')).toBe('An error has occurred');
    expect(t('common:errors.generic')).toBe('An error has occurred');
    expect(t('shop:errors.generic')).toBe('shop:errors.generic');
  });

  it('merges a namespace registered in several parts, the later part winning', () => {
    registerTranslations('parts', { 'nl-nl': { a: { one: 'een', two: 'twee' } } });
    registerTranslations('parts', { 'nl-nl': { a: { two: 'TWEE' }, b: 'bee' } });
    const t = fixedT(['parts'], 'nl-nl');
    expect([t('a.one'), t('a.two'), t('b')]).toEqual(['een', 'TWEE', 'bee']);
  });

  it('tells its listeners when the language changes', async () => {
    const listener = jest.fn();
    const stop = subscribeTranslations(listener);
    await changeLanguage('fr-be');
    expect(currentLanguage()).toBe('fr-be');
    expect(listener).toHaveBeenCalledTimes(1);
    await changeLanguage('fr-be');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('renders a component again in the new language', async () => {
    function Greeting() {
      const { t, i18n } = useTranslation('shop');
      return (
        <p>
          {t('greeting', { name: 'Sam' })} ({i18n.language})
        </p>
      );
    }
    render(<Greeting />);
    expect(screen.getByText('Hallo Sam (nl-nl)')).toBeInTheDocument();
    await act(() => changeLanguage('en-us'));
    expect(screen.getByText('Hello Sam (en-us)')).toBeInTheDocument();
  });
});
