import { expect, test } from '../helpers/test';
import { signInAt } from '../helpers/sign-in';

// Every account screen in every locale: its navigation label as the heading, no text key left
// untranslated (an unknown key is shown as itself: 'users.add'), and nothing in Dutch where it
// should not be.
const locales = [
  {
    locale: 'en-us',
    nav: 'My account',
    headings: [
      'Overview',
      'Address book',
      'Organisation',
      'Orders',
      'Users',
      'Approvals',
      'Personal information',
      'Reports',
      'Change password',
    ],
  },
  {
    locale: 'fr-be',
    nav: 'Mon compte',
    headings: [
      'Aperçu',
      "Carnet d'adresses",
      'Organisation',
      'Commandes',
      'Utilisateurs',
      'Approbations',
      'Données personnelles',
      'Rapports',
      'Modifier le mot de passe',
    ],
  },
  {
    locale: 'nl-be',
    nav: 'Mijn account',
    headings: [
      'Overzicht',
      'Adresboek',
      'Organisatie',
      'Bestellingen',
      'Gebruikers',
      'Goedkeuringen',
      'Persoonlijke gegevens',
      'Rapportages',
      'Wachtwoord wijzigen',
    ],
  },
];
const paths = [
  'overzicht',
  'adresboek',
  'bedrijf',
  'bestellingen',
  'gebruikers',
  'goedkeuringen',
  'instellingen',
  'rapportages',
  'wachtwoord-wijzigen',
];
const untranslated =
  /\b(nav|users|rights|approvals|overview|orders|reports|address|addressBook|personalInformation|changePassword|company|common|validation|errors)\.[a-z][\w.]*\b/;

test('every account screen speaks the locale, with no untranslated text', async ({ page }) => {
  await signInAt(page, 'beheer@bedrijf.nl', '/mijn-account/overzicht');
  for (const { locale, nav, headings } of locales) {
    for (const [index, path] of paths.entries()) {
      await page.goto(`/${locale}/mijn-account/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: headings[index] })).toBeVisible();
      await expect(page.getByRole('navigation', { name: nav })).toBeVisible();
      // Wait for the screen's data before reading its words.
      await expect(page.locator('[aria-busy="true"], .shop-ui-skeleton')).toHaveCount(0);
      const text = await page.locator('main').innerText();
      expect(text, `${locale} ${path}`).not.toMatch(untranslated);
    }
  }
});
