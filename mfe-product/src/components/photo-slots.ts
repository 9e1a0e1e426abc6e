import type { PhotoFormat, ProductPhoto } from '@shop/contracts/api';

/**
 * Where a product photo is shown, and how wide it is there (ADR 0055). `sizes` follows the
 * layout: the host's main column (at most 1200 px, padded 1–2.5 rem) and each grid's CSS;
 * `largest` is the widest rendition the slot can use (its widest at 3×); `src` the JPEG of a
 * browser without srcset. Change a slot's CSS, change its line here: the e2e run checks the
 * browser's choice against the rendered width.
 */
export const photoSlots = {
  /** The product page's large image: the whole column below 768 px, half of it from there. */
  gallery: {
    sizes: '(min-width: 1200px) 544px, (min-width: 768px) calc(50vw - 2.5rem), calc(100vw - 2rem)',
    largest: 1200,
    src: 640,
  },
  /** A catalogue tile: `minmax(180px, 1fr)` columns, 0.75 rem padding; one column to 412 px. */
  catalogueTile: {
    sizes:
      '(min-width: 1200px) 184px, (min-width: 870px) 22vw, (min-width: 630px) 31vw, (min-width: 413px) 46vw, calc(100vw - 3.5rem)',
    largest: 960,
    src: 320,
  },
  /** A combination product's tile: columns of at least 140 px, about 120–160 px wide. */
  combinationTile: { sizes: '160px', largest: 480, src: 160 },
  /** A thumbnail button under the large image (72 px). */
  thumbnail: { sizes: '72px', largest: 216, src: 160 },
  /** An upsell item's picture beside its checkbox (64 px). */
  upsell: { sizes: '64px', largest: 192, src: 160 },
} as const;

export type PhotoSlot = keyof typeof photoSlots;

export const photoTypes: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** One rendition's address, from the photo's URL template. */
export const photoUrl = (photo: ProductPhoto, width: number, format: PhotoFormat): string =>
  photo.url_template.replace('{width}', String(width)).replace('{format}', format);

/** The widths a slot offers: every one up to the first that covers its largest need. */
export function slotWidths(photo: ProductPhoto, slot: PhotoSlot): number[] {
  const covering = photo.widths.findIndex((width) => width >= photoSlots[slot].largest);
  return covering === -1 ? photo.widths : photo.widths.slice(0, covering + 1);
}

/** `srcset` of one format for a slot: `…160.avif 160w, …240.avif 240w`. */
export const srcSetOf = (photo: ProductPhoto, format: PhotoFormat, slot: PhotoSlot): string =>
  slotWidths(photo, slot)
    .map((width) => `${photoUrl(photo, width, format)} ${width}w`)
    .join(', ');

/** The width of the plain `src`: the slot's, or the nearest the photo has below it. */
export function srcWidth(photo: ProductPhoto, slot: PhotoSlot): number {
  const fitting = photo.widths.filter((width) => width <= photoSlots[slot].src);
  return fitting.at(-1) ?? photo.widths[0]!;
}
