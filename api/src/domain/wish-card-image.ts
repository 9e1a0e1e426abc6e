import { palette } from './product-drawing';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type WishCardImage = 'image' | 'background' | 'thumbnail';

/** The three images a wish card has (spec §3: image, bgImage, thumbnail), all generated. */
export const wishCardImageUrls = (id: number) => ({
  image: `/api/media/wish-cards/${id}.svg`,
  bgImage: `/api/media/wish-cards/${id}-background.svg`,
  thumbnail: `/api/media/wish-cards/${id}-thumbnail.svg`,
});

/** Card proportions per size; the background is the inside the page writes the text on. */
const frames = { small: [200, 140], big: [240, 170], funeral: [240, 170] } as const;

export function wishCardSvg(
  kind: WishCardImage,
  card: { size: 'small' | 'big' | 'funeral'; colour: string; isHandwritten: boolean },
  title: string,
): string {
  const [main, accent] = palette[card.colour] ?? palette.gemengd!;
  const [width, height] = frames[card.size];
  const border = card.size === 'funeral' ? '#333' : accent;
  const open = (w: number, h: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(title)}">`;
  if (kind === 'background') {
    // Pale, so the shopper's text stays readable on top of it.
    return `${open(width, height)}<rect width="${width}" height="${height}" fill="#fffdf8" stroke="${border}" stroke-width="6"/><circle cx="${width - 24}" cy="24" r="12" fill="${main}" opacity="0.35"/></svg>`;
  }
  const flourish = card.isHandwritten
    ? `<path d="M30 ${height - 40} q20 -20 40 0 t40 0 t40 0" fill="none" stroke="#333" stroke-width="3"/>`
    : '';
  const front = `<rect width="${width}" height="${height}" fill="${main}" stroke="${border}" stroke-width="6"/><circle cx="${width / 2}" cy="${height / 2 - 10}" r="${height / 4}" fill="${accent}"/>${flourish}`;
  if (kind === 'thumbnail')
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width / 2.5}" height="${height / 2.5}" role="img" aria-label="${escapeXml(title)}">${front}</svg>`;
  return `${open(width, height)}${front}</svg>`;
}
