import { shellPaths } from '@shop/contracts/routes';
import type { StaffPermission } from '../domain/staff-permissions';
import type { Occasion } from './schema';
import {
  companyRoleCodes,
  defaultRolePermissions,
  permissionsOf,
  type CompanyRoleCode,
} from '../domain/company-roles';

/** The demo catalogue seeded on first start: believable, small, in three languages. */
type Texts = { 'nl-nl': string; 'fr-be': string; 'en-us': string };
export interface DemoProduct {
  slug: string;
  names: Texts;
  descriptions: Texts;
  colour: string;
  /** Variation sizes with their prices including VAT, in cents; false = not orderable. */
  sizes: [size: 'S' | 'M' | 'L' | 'XL', priceCents: number, orderable?: boolean][];
}
export interface DemoCategory {
  slug: string;
  names: Texts;
  vatClass: 'reduced' | 'standard';
  shape: 'bouquet' | 'plant' | 'gift' | 'wreath';
  products: DemoProduct[];
}

const t = (nl: string, fr: string, en: string): Texts => ({
  'nl-nl': nl,
  'fr-be': fr,
  'en-us': en,
});

export const sizeLabels: Record<string, Texts> = {
  S: t('Klein', 'Petit', 'Small'),
  M: t('Middel', 'Moyen', 'Medium'),
  L: t('Groot', 'Grand', 'Large'),
  XL: t('Extra groot', 'Très grand', 'Extra large'),
};

// The colour names belong to the catalogue's filters; the demo data files products under them.
export { colourLabels } from '../domain/product-facets';

const p = (
  slug: string,
  names: Texts,
  descriptions: Texts,
  colour: string,
  sizes: DemoProduct['sizes'],
): DemoProduct => ({
  slug,
  names,
  descriptions,
  colour,
  sizes,
});

export const demoCategories: DemoCategory[] = [
  {
    slug: 'boeketten',
    names: t('Boeketten', 'Bouquets', 'Bouquets'),
    vatClass: 'reduced',
    shape: 'bouquet',
    products: [
      p(
        'zonnig-boeket',
        t('Zonnig boeket', 'Bouquet ensoleillé', 'Sunny bouquet'),
        t(
          'Gerbera’s, zonnebloemen en solidago: een boeket dat de dag opvrolijkt.',
          'Gerberas, tournesols et solidago : un bouquet qui égaye la journée.',
          'Gerberas, sunflowers and solidago: a bouquet that brightens the day.',
        ),
        'geel',
        [
          ['S', 2495],
          ['M', 3495],
          ['L', 4495],
        ],
      ),
      p(
        'rode-rozen',
        t('Rode rozen', 'Roses rouges', 'Red roses'),
        t(
          'Klassieke rode rozen met groen, voor wie je liefhebt.',
          'Roses rouges classiques avec du feuillage, pour ceux que vous aimez.',
          'Classic red roses with greenery, for the one you love.',
        ),
        'rood',
        [
          ['S', 2995],
          ['M', 4295],
          ['L', 5995],
          ['XL', 8995, false],
        ],
      ),
      p(
        'pluktuin-boeket',
        t('Pluktuinboeket', 'Bouquet du jardin', 'Garden bouquet'),
        t(
          'Losjes geschikt, zoals net geplukt uit de tuin.',
          'Composé librement, comme tout juste cueilli au jardin.',
          'Loosely arranged, as if just picked from the garden.',
        ),
        'gemengd',
        [
          ['M', 3795],
          ['L', 4995],
        ],
      ),
      p(
        'witte-elegantie',
        t('Witte elegantie', 'Élégance blanche', 'White elegance'),
        t(
          'Witte lelies, rozen en eucalyptus in een stijlvol boeket.',
          'Lys blancs, roses et eucalyptus dans un bouquet raffiné.',
          'White lilies, roses and eucalyptus in a stylish bouquet.',
        ),
        'wit',
        [
          ['S', 2795],
          ['M', 3995],
          ['L', 5495],
        ],
      ),
      p(
        'roze-wolk',
        t('Roze wolk', 'Nuage rose', 'Pink cloud'),
        t(
          'Zachtroze pioenen en trosrozen.',
          'Pivoines rose tendre et roses à plusieurs fleurs.',
          'Soft pink peonies and spray roses.',
        ),
        'roze',
        [
          ['M', 4495],
          ['L', 5995],
        ],
      ),
      p(
        'tulpen-mix',
        t('Tulpenmix', 'Mélange de tulipes', 'Tulip mix'),
        t(
          'Twintig Hollandse tulpen in vrolijke kleuren.',
          'Vingt tulipes hollandaises aux couleurs gaies.',
          'Twenty Dutch tulips in cheerful colours.',
        ),
        'oranje',
        [
          ['S', 1995],
          ['M', 2695, false],
          ['L', 3495],
        ],
      ),
      p(
        'lavendel-droom',
        t('Lavendeldroom', 'Rêve de lavande', 'Lavender dream'),
        t(
          'Paarse lisianthus, lavendel en limonium.',
          'Lisianthus violet, lavande et limonium.',
          'Purple lisianthus, lavender and limonium.',
        ),
        'paars',
        [
          ['M', 3695],
          ['L', 4795],
        ],
      ),
    ],
  },
  {
    slug: 'planten',
    names: t('Planten', 'Plantes', 'Plants'),
    vatClass: 'reduced',
    shape: 'plant',
    products: [
      p(
        'orchidee-wit',
        t('Witte orchidee', 'Orchidée blanche', 'White orchid'),
        t(
          'Phalaenopsis met twee takken in een keramieken pot.',
          'Phalaenopsis à deux tiges dans un pot en céramique.',
          'Two-stem phalaenopsis in a ceramic pot.',
        ),
        'wit',
        [
          ['M', 2995],
          ['L', 3995],
        ],
      ),
      p(
        'monstera',
        t('Monstera', 'Monstera', 'Monstera'),
        t(
          'De gatenplant: makkelijk en groen.',
          'Le faux philodendron : facile et tout vert.',
          'The Swiss cheese plant: easy and green.',
        ),
        'groen',
        [
          ['S', 2495],
          ['M', 3995],
          ['L', 5995],
        ],
      ),
      p(
        'vredeslelie',
        t('Vredeslelie', 'Spathiphyllum', 'Peace lily'),
        t(
          'Zuivert de lucht en bloeit met witte schutbladen.',
          "Purifie l'air et fleurit de spathes blanches.",
          'Cleans the air and flowers with white spathes.',
        ),
        'wit',
        [
          ['S', 1995],
          ['M', 2795],
        ],
      ),
      p(
        'olijfboom',
        t('Olijfboompje', 'Petit olivier', 'Olive tree'),
        t(
          'Een mediterraan boompje voor binnen of op het terras.',
          "Un petit arbre méditerranéen pour l'intérieur ou la terrasse.",
          'A Mediterranean tree for indoors or the terrace.',
        ),
        'groen',
        [
          ['M', 4995],
          ['L', 7995, false],
        ],
      ),
      p(
        'anthurium-rood',
        t('Rode anthurium', 'Anthurium rouge', 'Red anthurium'),
        t(
          'Glanzende rode bloemen die maanden meegaan.',
          'Des fleurs rouges brillantes qui durent des mois.',
          'Glossy red flowers that last for months.',
        ),
        'rood',
        [
          ['S', 2295],
          ['M', 3295],
        ],
      ),
      p(
        'cactus-trio',
        t('Cactustrio', 'Trio de cactus', 'Cactus trio'),
        t(
          'Drie kleine cactussen in een houten bakje.',
          'Trois petits cactus dans une caissette en bois.',
          'Three small cacti in a wooden tray.',
        ),
        'groen',
        [
          ['S', 1795],
          ['M', 2695],
        ],
      ),
      p(
        'hortensia-blauw',
        t('Blauwe hortensia', 'Hortensia bleu', 'Blue hydrangea'),
        t(
          'Grote blauwe bloemschermen in een sierpot.',
          'Grandes ombelles bleues dans un cache-pot.',
          'Large blue flower heads in a decorative pot.',
        ),
        'blauw',
        [
          ['M', 2995],
          ['L', 3995],
        ],
      ),
    ],
  },
  {
    slug: 'cadeaus',
    names: t('Cadeaus', 'Cadeaux', 'Gifts'),
    vatClass: 'standard',
    shape: 'gift',
    products: [
      p(
        'bonbons-doos',
        t('Doos bonbons', 'Boîte de pralines', 'Box of chocolates'),
        t(
          'Belgische bonbons, handgemaakt.',
          'Pralines belges faites à la main.',
          'Handmade Belgian chocolates.',
        ),
        'rood',
        [
          ['S', 995],
          ['M', 1695],
          ['L', 2495],
        ],
      ),
      p(
        'geurkaars',
        t('Geurkaars', 'Bougie parfumée', 'Scented candle'),
        t(
          'Sojakaars met de geur van vijg en cederhout.',
          'Bougie de soja au parfum de figue et de cèdre.',
          'Soy candle scented with fig and cedarwood.',
        ),
        'wit',
        [
          ['S', 1495],
          ['M', 2295],
        ],
      ),
      p(
        'knuffelbeer',
        t('Knuffelbeer', 'Ours en peluche', 'Teddy bear'),
        t(
          'Een zachte beer om te knuffelen.',
          'Un ours tout doux à câliner.',
          'A soft bear to cuddle.',
        ),
        'oranje',
        [
          ['S', 1295],
          ['L', 2495],
        ],
      ),
      p(
        'wijnpakket',
        t('Wijnpakket', 'Coffret vin', 'Wine gift set'),
        t(
          'Een fles rode wijn met twee glazen.',
          'Une bouteille de vin rouge et deux verres.',
          'A bottle of red wine with two glasses.',
        ),
        'paars',
        [
          ['M', 2995],
          ['L', 4495, false],
        ],
      ),
      p(
        'ballon-gefeliciteerd',
        t('Ballon Gefeliciteerd', 'Ballon Félicitations', 'Congratulations balloon'),
        t(
          'Folieballon met helium.',
          "Ballon en aluminium gonflé à l'hélium.",
          'Helium foil balloon.',
        ),
        'geel',
        [
          ['S', 695],
          ['L', 1295],
        ],
      ),
      p(
        'theepakket',
        t('Theepakket', 'Coffret de thé', 'Tea gift set'),
        t(
          'Zes biologische theesoorten in een mooi blik.',
          'Six thés bio dans une jolie boîte.',
          'Six organic teas in a pretty tin.',
        ),
        'groen',
        [
          ['S', 1295],
          ['M', 1895],
        ],
      ),
      p(
        'vaas-glas',
        t('Glazen vaas', 'Vase en verre', 'Glass vase'),
        t(
          'Mondgeblazen vaas die bij elk boeket past.',
          'Vase soufflé bouche, assorti à chaque bouquet.',
          'Mouth-blown vase that suits every bouquet.',
        ),
        'blauw',
        [
          ['S', 1495],
          ['M', 2195],
          ['L', 2995],
        ],
      ),
    ],
  },
  {
    slug: 'rouwbloemen',
    names: t('Rouwbloemen', 'Fleurs de deuil', 'Funeral flowers'),
    vatClass: 'reduced',
    shape: 'wreath',
    products: [
      p(
        'rouwkrans-wit',
        t('Witte rouwkrans', 'Couronne de deuil blanche', 'White funeral wreath'),
        t(
          'Een krans van witte rozen en chrysanten.',
          'Une couronne de roses et chrysanthèmes blancs.',
          'A wreath of white roses and chrysanthemums.',
        ),
        'wit',
        [
          ['M', 8995],
          ['L', 12995],
        ],
      ),
      p(
        'rouwstuk-hart',
        t('Rouwstuk hart', 'Composition cœur', 'Heart tribute'),
        t('Een hart van rode rozen.', 'Un cœur de roses rouges.', 'A heart of red roses.'),
        'rood',
        [
          ['M', 9995],
          ['L', 14995],
        ],
      ),
      p(
        'rouwboeket-sereen',
        t('Sereen rouwboeket', 'Bouquet de deuil serein', 'Serene sympathy bouquet'),
        t(
          'Ingetogen boeket in wit en groen.',
          'Bouquet sobre en blanc et vert.',
          'Understated bouquet in white and green.',
        ),
        'wit',
        [
          ['S', 3995],
          ['M', 5495],
        ],
      ),
      p(
        'grafstuk-pastel',
        t('Grafstuk pastel', 'Composition pastel', 'Pastel grave arrangement'),
        t(
          'Laag bloemstuk in zachte tinten.',
          'Composition basse aux tons doux.',
          'Low arrangement in soft shades.',
        ),
        'roze',
        [
          ['M', 6495],
          ['L', 8495, false],
        ],
      ),
      p(
        'rouwkrans-paars',
        t('Paarse rouwkrans', 'Couronne violette', 'Purple funeral wreath'),
        t(
          'Krans met paarse en witte bloemen.',
          'Couronne de fleurs violettes et blanches.',
          'Wreath with purple and white flowers.',
        ),
        'paars',
        [
          ['M', 10995],
          ['L', 13995],
        ],
      ),
      p(
        'condoleance-boeket',
        t('Condoleanceboeket', 'Bouquet de condoléances', 'Condolence bouquet'),
        t(
          'Om je medeleven te tonen aan de nabestaanden.',
          'Pour témoigner votre sympathie aux proches.',
          'To show your sympathy to the bereaved.',
        ),
        'gemengd',
        [
          ['S', 3495],
          ['M', 4495],
        ],
      ),
      p(
        'rouwlint-rozen',
        t('Rozen met rouwlint', 'Roses avec ruban de deuil', 'Roses with mourning ribbon'),
        t(
          'Losse rozen met een lint met jouw tekst.',
          'Roses avec un ruban portant votre texte.',
          'Single roses with a ribbon carrying your text.',
        ),
        'wit',
        [
          ['S', 2495],
          ['M', 3495],
        ],
      ),
    ],
  },
];

export const demoBrands = [
  { slug: 'bloem-en-zo', name: 'Bloem & Zo' },
  { slug: 'bloemenbon', name: 'Bloemenbon' },
  { slug: 'groene-vingers', name: 'Groene Vingers' },
];

export const demoCountries = [
  { code: 'BE', names: t('België', 'Belgique', 'Belgium') },
  { code: 'DE', names: t('Duitsland', 'Allemagne', 'Germany') },
  { code: 'FR', names: t('Frankrijk', 'France', 'France') },
  { code: 'LU', names: t('Luxemburg', 'Luxembourg', 'Luxembourg') },
  { code: 'NL', names: t('Nederland', 'Pays-Bas', 'Netherlands') },
];

/** What each demo product is typically sent for (the rest suit any occasion). */
export const demoOccasions: Record<string, Occasion> = {
  'zonnig-boeket': 'birthday',
  'rode-rozen': 'love',
  'roze-wolk': 'love',
  'witte-elegantie': 'thanks',
  'tulpen-mix': 'get-well',
  'orchidee-wit': 'congratulations',
  'anthurium-rood': 'love',
  'bonbons-doos': 'thanks',
  knuffelbeer: 'get-well',
  wijnpakket: 'congratulations',
  'ballon-gefeliciteerd': 'birthday',
  'rouwkrans-wit': 'sympathy',
  'rouwstuk-hart': 'sympathy',
  'rouwboeket-sereen': 'sympathy',
  'grafstuk-pastel': 'sympathy',
  'rouwkrans-paars': 'sympathy',
  'condoleance-boeket': 'sympathy',
  'rouwlint-rozen': 'sympathy',
};

/** Demo gift cards (documented in api/README.md). Numbers are Luhn-valid. */
export const demoGiftCards = [
  {
    cardNumber: '6036000000000013',
    verificationCode: '123456',
    balanceCents: 2500,
    expiresAt: '2028-12-31T23:59:59Z',
  },
  {
    cardNumber: '6036000000000021',
    verificationCode: '654321',
    balanceCents: 123456,
    expiresAt: '2029-06-30T23:59:59Z',
  },
  { cardNumber: '6036000000000039', verificationCode: '111111', balanceCents: 0, expiresAt: null },
];

/** The demo business customers' company. */
export const demoCompanies = [
  {
    uuid: '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11',
    name: 'Bloemenhandel De Tulp B.V.',
    chamberOfCommerceNumber: '12345678',
    vatNumber: 'NL123456789B01',
    // May buy on account; orders above € 250 wait for an approver (ADR 0015).
    onAccountApprovedAt: new Date('2026-01-05T09:00:00Z'),
    approvalThresholdCents: 25_000,
  },
];

/** Demo address book entries: the private customer's (by e-mail) and the company's main address. */
export const demoAddresses = [
  {
    email: 'demo@bloemenzo.nl',
    firstname: 'Demo',
    lastname: 'Klant',
    street: 'Oudegracht',
    housenumber: '158',
    postcode: '3511 AZ',
    city: 'Utrecht',
    country: 'NL' as const,
    isDefaultDeliveryAddress: true,
  },
  {
    email: 'demo@bloemenzo.nl',
    firstname: 'Oma',
    lastname: 'Peeters',
    street: 'Meir',
    housenumber: '24',
    postcode: '2000',
    city: 'Antwerpen',
    country: 'BE' as const,
  },
  {
    companyUuid: '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11',
    firstname: 'Receptie',
    lastname: 'De Tulp',
    companyName: 'Bloemenhandel De Tulp B.V.',
    street: 'Catharijnesingel',
    housenumber: '30',
    postcode: '3511 GB',
    city: 'Utrecht',
    country: 'NL' as const,
    isCompanyMainAddress: true,
    isDefaultInvoiceAddress: true,
  },
];

const DEMO_COMPANY = '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11';

/** A demo user of the demo company with these roles (ADR 0017), their permissions following. */
const companyUser = (email: string, fullname: string, roles: CompanyRoleCode[]) => ({
  email,
  password: 'Bloem3n!',
  fullname,
  customerType: 'business' as const,
  companyUuid: DEMO_COMPANY,
  companyRoles: roles as string[],
  permissions: permissionsOf(roles, defaultRolePermissions),
});

/** Demo accounts (README); all use the password `Bloem3n!`. */
export const demoCustomers = [
  {
    email: 'demo@bloemenzo.nl',
    password: 'Bloem3n!',
    fullname: 'Demo Klant',
    customerType: 'private' as const,
    companyUuid: null,
    companyRoles: [] as string[],
    permissions: [] as string[],
  },
  companyUser('inkoop@bedrijf.nl', 'Inkoop Bedrijf', ['buyer']),
  companyUser('beheer@bedrijf.nl', 'Beheer Bedrijf', ['administrator']),
  // A second administrator: a lock is someone else's only for another user.
  companyUser('administratie@bedrijf.nl', 'Administratie Bedrijf', ['administrator']),
  companyUser('goedkeuring@bedrijf.nl', 'Goedkeuring Bedrijf', ['approver']),
  companyUser('kijker@bedrijf.nl', 'Kijker Bedrijf', ['viewer']),
];

/** The demo company's role table: the defaults. */
export const demoCompanyRoles = companyRoleCodes.map((code) => ({
  companyUuid: DEMO_COMPANY,
  code,
  permissions: [...defaultRolePermissions[code]],
}));

/** The site's public OAuth client (no secret: it uses PKCE and the user's credentials). */
export const webClient = {
  id: 'shop-web',
  secretHash: null,
  grants: ['client_credentials', 'password', 'authorization_code', 'refresh_token'],
  scopes: [] as string[],
  redirectUris: [
    `http://localhost:3000${shellPaths.authorizeCallback}`,
    `http://127.0.0.1:4300${shellPaths.authorizeCallback}`,
  ],
};

/**
 * The back office's public client (ADR 0039): staff sign in with their password through it, and
 * only staff can; their refresh tokens keep a working day's session (ADR 0048).
 */
export const backOfficeClient = {
  id: 'shop-backoffice',
  secretHash: null,
  grants: ['password', 'refresh_token'],
  redirectUris: [] as string[],
  scopes: [] as string[],
};

/** The demo shop's staff member (README); the password is the demo accounts'. */
export const demoStaff = [
  {
    email: 'winkel@bloemenzo.nl',
    password: 'Bloem3n!',
    fullname: 'Winkel Bloem & Zo',
    permissions: ['orders.read', 'orders.fulfil', 'orders.cancel'] as StaffPermission[],
  },
];
