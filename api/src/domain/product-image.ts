/** Where the site finds a product's image (the API is reached under /api). */
export const productImageUrl = (slug: string) => `/api/media/products/${slug}.svg`;

/** A decorative SVG per product, drawn from its shape and colour (no image files to ship). */
const palette: Record<string, [string, string]> = {
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

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function productSvg(shape: string, colour: string, title: string): string {
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
      : shape === 'gift'
        ? `<rect x="70" y="90" width="100" height="90" rx="6" fill="${main}"/><rect x="112" y="90" width="16" height="90" fill="${accent}"/><rect x="70" y="120" width="100" height="14" fill="${accent}"/><circle cx="120" cy="86" r="12" fill="${accent}"/>`
        : shape === 'wreath'
          ? `<circle cx="120" cy="110" r="70" fill="none" stroke="#2f6b3b" stroke-width="26"/>${flowers}`
          : `<path d="M120 200 L100 130 M120 200 L120 130 M120 200 L140 130" stroke="#2f6b3b" stroke-width="6"/><path d="M95 150 L145 150 L130 185 L110 185Z" fill="#c9a66b"/>${flowers}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${escape(title)}"><rect width="240" height="240" fill="#f6f2ea"/>${body}</svg>`;
}
