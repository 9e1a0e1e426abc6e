import type { LocalizedText } from '../db/schema';

/** Where the site finds a product's image (the API is reached under /api). */
export const productImageUrl = (slug: string) => `/api/media/products/${slug}.svg`;
/** One of the product's 2–4 views; view 1 looks like the main image. */
export const productViewUrl = (slug: string, view: number) =>
  `/api/media/products/${slug}-${view}.svg`;

const t = (nl: string, fr: string, en: string): LocalizedText => ({
  'nl-nl': nl,
  'fr-be': fr,
  'en-us': en,
});
/** What each view shows, for its alt text ("Rode rozen, van dichtbij"). */
export const viewLabels: LocalizedText[] = [
  t('vooraanzicht', 'vue de face', 'front view'),
  t('van dichtbij', 'vue rapprochée', 'close-up'),
  t('van bovenaf', 'vue de dessus', 'from above'),
  t('in huis', 'à la maison', 'at home'),
];
export const MAX_PRODUCT_VIEWS = viewLabels.length;

/** A decorative SVG per product, drawn from its shape and colour (no image files to ship). */
export const palette: Record<string, [string, string]> = {
  rood: ['#d62839', '#9e1b32'],
  roze: ['#f28cb1', '#d45d8c'],
  wit: ['#fafafa', '#d9d9d9'],
  geel: ['#ffd23f', '#f4a300'],
  oranje: ['#ff8c42', '#e4572e'],
  paars: ['#9b5de5', '#6a3fb5'],
  blauw: ['#4ea8de', '#2f6fb0'],
  gemengd: ['#f28cb1', '#ffd23f'],
  groen: ['#6bbf59', '#2f6b3b'],
};

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How each view frames the same drawing: as is, closer, from above (turned), in a room. */
const viewFrames = [
  { background: '#f6f2ea', transform: '', extra: '' },
  { background: '#efe7da', transform: 'translate(-72 -66) scale(1.6)', extra: '' },
  { background: '#e8efe4', transform: 'rotate(-90 120 120)', extra: '' },
  {
    background: '#f3ece1',
    transform: 'translate(30 20) scale(0.75)',
    extra:
      '<rect x="0" y="190" width="240" height="50" fill="#b08962"/><rect x="170" y="20" width="50" height="70" fill="#cfe3f2" stroke="#fff" stroke-width="4"/>',
  },
];

export function productSvg(shape: string, colour: string, title: string, view = 1): string {
  const frame = viewFrames[view - 1] ?? viewFrames[0]!;
  const [main, accent] = palette[colour] ?? palette.gemengd!;
  const flowers = [
    [120, 90],
    [90, 110],
    [150, 110],
    [105, 75],
    [135, 75],
    [120, 120],
  ]
    .map(
      ([x, y], i) =>
        `<circle cx="${x}" cy="${y}" r="${i % 2 ? 18 : 22}" fill="${i % 2 ? accent : main}" stroke="#0002"/>`,
    )
    .join('');
  const body =
    shape === 'plant'
      ? `<path d="M120 150 C80 110 70 70 100 50 C110 90 120 110 120 150 C120 110 130 90 140 50 C170 70 160 110 120 150Z" fill="#4f9a4a"/><rect x="90" y="150" width="60" height="50" rx="6" fill="${main}"/>`
      : shape === 'giftcard'
        ? `<rect x="40" y="70" width="160" height="100" rx="12" fill="${main}"/><rect x="40" y="92" width="160" height="16" fill="${accent}"/><rect x="56" y="140" width="70" height="10" rx="3" fill="#fff9"/><circle cx="170" cy="145" r="14" fill="${accent}"/>`
        : shape === 'gift'
          ? `<rect x="70" y="90" width="100" height="90" rx="6" fill="${main}"/><rect x="112" y="90" width="16" height="90" fill="${accent}"/><rect x="70" y="120" width="100" height="14" fill="${accent}"/><circle cx="120" cy="86" r="12" fill="${accent}"/>`
          : shape === 'wreath'
            ? `<circle cx="120" cy="110" r="70" fill="none" stroke="#2f6b3b" stroke-width="26"/>${flowers}`
            : `<path d="M120 200 L100 130 M120 200 L120 130 M120 200 L140 130" stroke="#2f6b3b" stroke-width="6"/><path d="M95 150 L145 150 L130 185 L110 185Z" fill="#c9a66b"/>${flowers}`;
  const drawing = frame.transform ? `<g transform="${frame.transform}">${body}</g>` : body;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${escapeXml(title)}"><rect width="240" height="240" fill="${frame.background}"/>${frame.extra}${drawing}</svg>`;
}
