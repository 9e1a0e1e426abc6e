import { expect, test } from '../helpers/test';

/**
 * The product page's main path in the three locales besides nl-nl, read by each locale's own
 * labels. Every string is written out here, not taken from the i18n files: a missing
 * translation falls back to Dutch and fails these tests.
 */
const locales = [
  {
    locale: 'fr-be',
    category: 'Bouquets',
    product: 'Élégance blanche',
    search: { label: 'Rechercher dans la boutique', button: 'Rechercher', term: 'élégance' },
    from: 'à partir de',
    cheapest: '€ 27,95 TVA incl.',
    size: { label: 'Taille', medium: 'Moyen' },
    vase: { label: 'Vase', without: 'Sans vase', glass: 'Avec vase en verre' },
    chosenPrice: '€ 39,95 TVA incl.',
    addToCart: 'Ajouter au panier',
    chooseFirst: "Choisissez d'abord une version.",
    card: 'Ajouter une carte',
    cardName: /^Félicitations/,
    cardText: 'Votre texte sur la carte',
    tooManyCharacters: 'Le nombre maximal de 320 caractères est dépassé.',
    tooManyLines: 'Le nombre maximal de lignes est dépassé',
    cardBlocker: 'Modifiez le texte de votre carte : il ne tient pas sur la carte.',
    letter: /^Joindre une lettre/,
    conflict: 'Impossible à combiner avec un autre choix de cette page.',
    cardWithoutText: { title: "Votre carte n'a pas encore de texte", confirm: 'Saisir un texte' },
    letterWithoutFile: {
      title: "Vous n'avez pas encore choisi de lettre",
      confirm: 'Télécharger une lettre',
      alternative: 'Continuer sans lettre',
    },
    nothingPersonal: { title: 'Ne rien ajouter de personnel ?', confirm: 'Oui, continuer sans' },
    wish: 'Chère maman,\njoyeux anniversaire !',
    added: 'Nous avons ajouté Élégance blanche à votre panier.',
    viewCart: 'Voir le panier',
    cartTitle: 'Panier',
    miniCart: ['Panier: 0 article', 'Panier: 1 article', 'Panier: 2 articles'],
  },
  {
    locale: 'nl-be',
    category: 'Boeketten',
    product: 'Witte elegantie',
    search: { label: 'Zoek in de winkel', button: 'Zoeken', term: 'elegantie' },
    from: 'vanaf',
    cheapest: '€ 27,95 incl. btw',
    size: { label: 'Formaat', medium: 'Middel' },
    vase: { label: 'Vaas', without: 'Zonder vaas', glass: 'Met glazen vaas' },
    chosenPrice: '€ 39,95 incl. btw',
    // Flemish where it differs from nl-nl: 'winkelmandje', 'opladen'.
    addToCart: 'In winkelmandje',
    chooseFirst: 'Kies eerst een uitvoering.',
    card: 'Voeg een kaartje toe',
    cardName: /^Gefeliciteerd/,
    cardText: 'Jouw tekst op het kaartje',
    tooManyCharacters: 'Maximaal aantal karakters van 320 is overschreden.',
    tooManyLines: 'Maximaal aantal regels is overschreden',
    cardBlocker: 'Pas de tekst op je kaartje aan: hij past niet op het kaartje.',
    letter: /^Stuur een brief mee/,
    conflict: 'Niet te combineren met een andere keuze hierboven of hieronder.',
    cardWithoutText: { title: 'Je kaartje heeft nog geen tekst', confirm: 'Tekst typen' },
    letterWithoutFile: {
      title: 'Je hebt nog geen brief gekozen',
      confirm: 'Brief opladen',
      alternative: 'Verder zonder brief',
    },
    nothingPersonal: { title: 'Niets persoonlijks toevoegen?', confirm: 'Ja, verder zonder' },
    wish: 'Lieve mama,\nproficiat met je verjaardag!',
    added: 'Witte elegantie is toegevoegd aan je winkelmandje.',
    viewCart: 'Bekijk winkelmandje',
    cartTitle: 'Winkelmandje',
    miniCart: ['Winkelmandje: 0 artikelen', 'Winkelmandje: 1 artikel', 'Winkelmandje: 2 artikelen'],
  },
  {
    locale: 'en-us',
    category: 'Bouquets',
    product: 'White elegance',
    search: { label: 'Search the shop', button: 'Search', term: 'elegance' },
    from: 'from',
    cheapest: '€ 27,95 incl. VAT',
    size: { label: 'Size', medium: 'Medium' },
    vase: { label: 'Vase', without: 'Without vase', glass: 'With glass vase' },
    chosenPrice: '€ 39,95 incl. VAT',
    addToCart: 'Add to cart',
    chooseFirst: 'Choose an option first.',
    card: 'Add a card',
    cardName: /^Congratulations/,
    cardText: 'Your text on the card',
    tooManyCharacters: 'Maximum number of characters of 320 exceeded.',
    tooManyLines: 'Maximum number of lines exceeded',
    cardBlocker: 'Change the text on your card: it does not fit.',
    letter: /^Send a letter along/,
    conflict: 'Cannot be combined with another choice on this page.',
    cardWithoutText: { title: 'Your card has no text yet', confirm: 'Type a text' },
    letterWithoutFile: {
      title: 'You have not chosen a letter yet',
      confirm: 'Upload a letter',
      alternative: 'Continue without letter',
    },
    nothingPersonal: { title: 'Add nothing personal?', confirm: 'Yes, continue without' },
    wish: 'Dear mom,\nhappy birthday!',
    added: 'White elegance has been added to your cart.',
    viewCart: 'View cart',
    cartTitle: 'Shopping cart',
    miniCart: ['Cart: 0 items', 'Cart: 1 item', 'Cart: 2 items'],
  },
] as const;

// The conflict note's text; the page's CSS puts a warning sign before it.
const describedAs = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

for (const labels of locales) {
  const { locale } = labels;

  test.describe(`the product page in ${locale}`, () => {
    test('a shopper walks from the category to the cart with every label in this locale', async ({
      page,
    }) => {
      await page.goto(`/${locale}/c/boeketten`);
      await expect(page.getByRole('heading', { level: 1, name: labels.category })).toBeVisible();
      await page.getByRole('link', { name: labels.product }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/p/witte-elegantie$`));
      const product = page.getByRole('article', { name: labels.product });
      await expect(product.getByRole('heading', { level: 1 })).toHaveText(labels.product);
      await expect(page.getByRole('button', { name: labels.miniCart[0] })).toBeVisible();

      // No variation yet: the cheapest price 'from', and nothing to add.
      const fromPrice = product.getByText(`${labels.from} ${labels.cheapest}`);
      await expect(fromPrice).toBeVisible();
      const addToCart = page.getByRole('button', { name: labels.addToCart });
      await expect(addToCart).toBeDisabled();
      await expect(page.getByText(labels.chooseFirst)).toBeVisible();

      await page.getByLabel(labels.size.label, { exact: true }).selectOption(labels.size.medium);
      await page.getByLabel(labels.vase.label, { exact: true }).selectOption(labels.vase.without);
      await expect(page).toHaveURL(new RegExp(`/${locale}/p/witte-elegantie#\\d+$`));
      await expect(product.getByText(labels.chosenPrice, { exact: true })).toBeVisible();
      await expect(fromPrice).toHaveCount(0);
      await expect(addToCart).toBeEnabled();

      // A card rules out a letter, and says why.
      const card = page.getByRole('checkbox', { name: labels.card });
      const letter = page.getByRole('checkbox', { name: labels.letter });
      await card.check();
      await expect(letter).toBeDisabled();
      await expect(letter).toHaveAccessibleDescription(describedAs(labels.conflict));

      await page.getByRole('radio', { name: labels.cardName }).check();
      const cardText = page.getByLabel(labels.cardText);
      await cardText.fill('x'.repeat(321));
      await expect(page.getByText(labels.tooManyCharacters)).toBeVisible();
      await expect(cardText).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(labels.cardBlocker)).toBeVisible();
      await expect(addToCart).toBeDisabled();
      await cardText.fill(Array.from({ length: 10 }, (_, i) => `${i + 1}`).join('\n'));
      await expect(page.getByText(labels.tooManyLines)).toBeVisible();
      await expect(addToCart).toBeDisabled();

      // An empty card text: the page asks first, and 'type a text' goes back to the card.
      await cardText.fill('');
      await addToCart.click();
      const cardDialog = page.getByRole('dialog', { name: labels.cardWithoutText.title });
      await cardDialog.getByRole('button', { name: labels.cardWithoutText.confirm }).click();
      await expect(cardDialog).toBeHidden();
      await expect(cardText).toBeFocused();
      await cardText.fill(labels.wish);
      await expect(cardText).toHaveAttribute('aria-invalid', 'false');
      await addToCart.click();
      await expect(page.getByText(labels.added)).toBeVisible();
      await expect(page.getByRole('link', { name: labels.viewCart })).toBeVisible();
      await expect(page.getByRole('button', { name: labels.miniCart[1] })).toBeVisible();

      // A letter without a file, then left out: the page asks twice, then adds.
      await card.uncheck();
      await expect(letter).toBeEnabled();
      await letter.check();
      await expect(card).toBeDisabled();
      await expect(card).toHaveAccessibleDescription(describedAs(labels.conflict));
      await addToCart.click();
      const letterDialog = page.getByRole('dialog', { name: labels.letterWithoutFile.title });
      await expect(
        letterDialog.getByRole('button', { name: labels.letterWithoutFile.confirm }),
      ).toBeVisible();
      await letterDialog
        .getByRole('button', { name: labels.letterWithoutFile.alternative })
        .click();
      const nothingPersonal = page.getByRole('dialog', { name: labels.nothingPersonal.title });
      await nothingPersonal.getByRole('button', { name: labels.nothingPersonal.confirm }).click();
      await expect(nothingPersonal).toBeHidden();
      await expect(letter).not.toBeChecked();
      await expect(page.getByRole('button', { name: labels.miniCart[2] })).toBeVisible();

      await page.getByRole('link', { name: labels.viewCart }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/winkelwagen$`));
      await expect(
        page.getByRole('heading', { name: labels.cartTitle, exact: true }),
      ).toBeVisible();
    });

    test('search finds the product; the hash and back and forward keep the variation and the locale', async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await page.getByLabel(labels.search.label).fill(labels.search.term);
      await page.getByRole('button', { name: labels.search.button }).click();
      await page.getByRole('link', { name: labels.product }).click();
      await expect(page.getByRole('heading', { level: 1, name: labels.product })).toBeVisible();

      const size = page.getByLabel(labels.size.label, { exact: true });
      const vase = page.getByLabel(labels.vase.label, { exact: true });
      await size.selectOption(labels.size.medium);
      await vase.selectOption(labels.vase.without);
      await expect(page).toHaveURL(/#\d+$/);
      const withoutVase = new URL(page.url()).hash;
      await vase.selectOption(labels.vase.glass);
      // The router adds the entry after the change event: wait for it before going back.
      await expect(page).toHaveURL(/#\d+$/);
      await expect.poll(() => new URL(page.url()).hash).not.toBe(withoutVase);
      const withGlass = new URL(page.url()).hash;

      await page.goBack();
      await expect(vase).toHaveValue('none');
      await expect(page).toHaveURL(new RegExp(`/${locale}/p/witte-elegantie#\\d+$`));
      await page.goForward();
      await expect(vase).toHaveValue('glass');

      await page.goto(`/${locale}/p/witte-elegantie${withGlass}`);
      await expect(size).toHaveValue('M');
      await expect(vase.getByRole('option', { selected: true })).toHaveText(labels.vase.glass);
      await expect(page.getByRole('button', { name: labels.addToCart })).toBeEnabled();
    });
  });
}
