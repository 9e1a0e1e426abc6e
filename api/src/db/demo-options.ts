import { colourLabels, sizeLabels, type DemoProduct } from './demo-data';

/**
 * The product page's demo options (ADR 0011), next to the catalogue in demo-data.ts: product
 * groups, a second variation property (vase), wish cards, personalization, letters, upsells and
 * combinations. Product group ids are the ADR's; the groups themselves come with the migration.
 */
type Texts = { 'nl-nl': string; 'fr-be': string; 'en-us': string };
const t = (nl: string, fr: string, en: string): Texts => ({
  'nl-nl': nl,
  'fr-be': fr,
  'en-us': en,
});

export const groupOfCategory: Record<string, number> = {
  boeketten: 1,
  planten: 2,
  cadeaus: 3,
  rouwbloemen: 4,
};

/** Gifts that are also offered as upsell items belong to an upsell group instead. */
export const upsellGroupOf: Record<string, number> = {
  'bonbons-doos': 40,
  'ballon-gefeliciteerd': 41,
  'vaas-glas': 42,
  knuffelbeer: 43,
};

/** Demo rules: a letter replaces a card; no balloon with a funeral card; no vase with a plant. */
export const demoConflicts: [number, number][] = [
  [30, 10],
  [30, 11],
  [41, 11],
  [42, 2],
];

const vaseLabels: Record<'none' | 'glass', Texts> = {
  none: t('Zonder vaas', 'Sans vase', 'Without vase'),
  glass: t('Met glazen vaas', 'Avec vase en verre', 'With glass vase'),
};

/** Bouquets that come with or without a vase; some sizes cannot get one (not orderable). */
const vaseOptions: Record<string, { priceCents: number; notWithVase: string[] }> = {
  'witte-elegantie': { priceCents: 1495, notWithVase: ['S'] },
  'roze-wolk': { priceCents: 1495, notWithVase: ['L'] },
  'pluktuin-boeket': { priceCents: 1295, notWithVase: [] },
  'lavendel-droom': { priceCents: 1295, notWithVase: ['M'] },
};

/** Every variation of a demo product: its sizes, times vase or not where a vase is offered. */
export function demoVariations(product: DemoProduct) {
  const vase = vaseOptions[product.slug];
  return product.sizes.flatMap(([size, priceCents, orderable = true]) => {
    const base = {
      sku: `${product.slug}-${size.toLowerCase()}`,
      properties: { size: sizeLabels[size]!, colour: colourLabels[product.colour]! },
      propertyValues: { size, colour: product.colour } as Record<string, string>,
      orderable,
      priceCents,
    };
    if (!vase) return [base];
    return [
      {
        ...base,
        properties: { ...base.properties, vase: vaseLabels.none },
        propertyValues: { ...base.propertyValues, vase: 'none' },
      },
      {
        sku: `${base.sku}-glass`,
        properties: { ...base.properties, vase: vaseLabels.glass },
        propertyValues: { ...base.propertyValues, vase: 'glass' },
        orderable: orderable && !vase.notWithVase.includes(size),
        priceCents: priceCents + vase.priceCents,
      },
    ];
  });
}

/** What goes on a personalization (ADR 0028): a ribbon's two lines, a name, a photo. */
type DesignRules = {
  lines: { labels: Texts; maxLength: number; required: boolean }[];
  photo: { required: boolean } | null;
};
const ribbon = (maxLength: number): DesignRules => ({
  lines: [
    {
      labels: t('Tekst op het lint, regel 1', 'Texte du ruban, ligne 1', 'Ribbon text, line 1'),
      maxLength,
      required: true,
    },
    {
      labels: t('Tekst op het lint, regel 2', 'Texte du ruban, ligne 2', 'Ribbon text, line 2'),
      maxLength,
      required: false,
    },
  ],
  photo: null,
});

/** Per product: personalization (a ribbon, a name) with its price; required for some. */
export const demoPersonalization: Record<
  string,
  { priceCents: number; required?: boolean; design: DesignRules }
> = {
  'rode-rozen': {
    priceCents: 395,
    design: {
      lines: [
        {
          labels: t('Naam op het lint', 'Nom sur le ruban', 'Name on the ribbon'),
          maxLength: 25,
          required: true,
        },
      ],
      photo: null,
    },
  },
  knuffelbeer: {
    priceCents: 395,
    design: {
      lines: [
        {
          labels: t('Naam op het shirt', 'Nom sur le t-shirt', 'Name on the shirt'),
          maxLength: 15,
          required: false,
        },
      ],
      photo: { required: false },
    },
  },
  geurkaars: {
    priceCents: 295,
    design: {
      lines: [
        {
          labels: t('Tekst onder de foto', 'Texte sous la photo', 'Text below the photo'),
          maxLength: 30,
          required: false,
        },
      ],
      photo: { required: true },
    },
  },
  'rouwkrans-wit': { priceCents: 750, design: ribbon(30) },
  'rouwkrans-paars': { priceCents: 750, design: ribbon(30) },
  'rouwstuk-hart': { priceCents: 750, design: ribbon(30) },
  // The ribbon is the product: it always carries a text, and a card would say it twice.
  'rouwlint-rozen': { priceCents: 495, required: true, design: ribbon(40) },
};
export const withoutWishCards = new Set(['rouwlint-rozen']);

/** A letter can go with flowers and plants, not with gifts. */
export const letterPriceCents: Record<string, number | null> = {
  boeketten: 295,
  planten: 295,
  cadeaus: null,
  rouwbloemen: 295,
};

export const demoTextInputs: Record<string, { labels: Texts; maxLength: number }> = {
  'ballon-gefeliciteerd': {
    labels: t('Tekst op de ballon', 'Texte sur le ballon', 'Text on the balloon'),
    maxLength: 30,
  },
};

/** Upsell items offered per category of the main product. */
export const upsellsOfCategory: Record<string, string[]> = {
  boeketten: ['bonbons-doos', 'ballon-gefeliciteerd', 'vaas-glas', 'knuffelbeer'],
  planten: ['bonbons-doos', 'knuffelbeer'],
  cadeaus: [],
  rouwbloemen: [],
};

const combinationsOfCategory: Record<string, string[]> = {
  boeketten: ['vaas-glas', 'bonbons-doos', 'geurkaars', 'wijnpakket'],
  planten: ['geurkaars', 'theepakket', 'cactus-trio', 'vredeslelie'],
  cadeaus: ['zonnig-boeket', 'tulpen-mix', 'rode-rozen', 'bonbons-doos'],
  rouwbloemen: ['rouwlint-rozen', 'condoleance-boeket', 'geurkaars', 'rouwboeket-sereen'],
};

/** Three products that go well with this one (never itself). */
export const demoCombinations = (category: string, slug: string) =>
  (combinationsOfCategory[category] ?? []).filter((other) => other !== slug).slice(0, 3);

/** Localized page titles and descriptions for search engines, from name and description. */
export function demoMeta(names: Texts, descriptions: Texts) {
  return {
    metaTitles: t(
      `${names['nl-nl']} bestellen en laten bezorgen | Bloem & Zo`,
      `${names['fr-be']} : commander et faire livrer | Bloem & Zo`,
      `Order ${names['en-us']} for delivery | Bloem & Zo`,
    ),
    metaDescriptions: t(
      `${descriptions['nl-nl']} Vandaag besteld, morgen bezorgd.`,
      `${descriptions['fr-be']} Commandé aujourd'hui, livré demain.`,
      `${descriptions['en-us']} Order today, delivered tomorrow.`,
    ),
  };
}

export const demoWishCards = [
  { names: t('Gefeliciteerd', 'Félicitations', 'Congratulations'), size: 'small', colour: 'geel' },
  { names: t('Liefs', 'Bisous', 'With love'), size: 'small', colour: 'roze' },
  { names: t('Bedankt', 'Merci', 'Thank you'), size: 'big', colour: 'blauw' },
  {
    names: t('Handgeschreven kaart', 'Carte manuscrite', 'Handwritten card'),
    size: 'big',
    colour: 'wit',
    isHandwritten: true,
  },
  { names: t('Witte lelie', 'Lys blanc', 'White lily'), size: 'funeral', colour: 'wit' },
  { names: t('Avondrood', 'Crépuscule', 'Sunset'), size: 'funeral', colour: 'paars' },
  {
    names: t('Handgeschreven rouwkaart', 'Carte de deuil manuscrite', 'Handwritten sympathy card'),
    size: 'funeral',
    colour: 'wit',
    isHandwritten: true,
  },
].map((card, position) => ({
  ...card,
  size: card.size as 'small' | 'big' | 'funeral',
  productGroupId: card.size === 'funeral' ? 11 : 10,
  isHandwritten: card.isHandwritten ?? false,
  // Cents including VAT; writing by hand costs more.
  priceCents: (card.size === 'small' ? 195 : 295) + (card.isHandwritten ? 200 : 0),
  position,
}));
