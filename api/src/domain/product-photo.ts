import { createHash } from 'node:crypto';
import type { PhotoFormat, ProductPhoto } from '@shop/contracts/api';
import { productDrawing, type ProductLook } from './product-drawing';
import { encoderSettings, GRAIN } from './photo-rendering';

/**
 * The widths every product photo comes in (ADR 0055), from the slots' rendered widths at 1×
 * to 3×: thumbnails (72 px) and upsells (64 px) 160–240; the combination tiles (about 120–140
 * px) 160–480; catalogue tiles (184 px at 1280, 319 at 375) 240–960; the gallery (544 px at
 * 1280, 343 at 375, 380 on Lighthouse's phone at 1.75×) 640–1200; og:image and JSON-LD 1200.
 */
export const photoWidths = [160, 240, 320, 480, 640, 800, 960, 1200];
/** Best first: a browser takes the first it can show; JPEG every browser can. */
export const photoFormats: PhotoFormat[] = ['avif', 'webp', 'jpg'];
/** The drawings are square; their largest rendition is their size. */
export const PHOTO_SIZE = 1200;

/**
 * What makes a picture's pixels besides its drawing: a change here (or in the encoder settings
 * or the grain) gives every photo a new address, so no cache keeps an old one under it.
 */
const PHOTO_RENDERING = JSON.stringify({ version: 1, encoderSettings, GRAIN, photoWidths });

/** The address part that names the picture: the drawing and its rendering, hashed. */
export function photoHash(look: ProductLook, view: number): string {
  return createHash('sha256')
    .update(PHOTO_RENDERING)
    .update(productDrawing(look, view))
    .digest('hex')
    .slice(0, 10);
}

const MEDIA = '/api/media/products';

/**
 * A rendition's file name under /media/products, the slug URL-encoded: a slug written by hand,
 * outside the shop's rules, must not break the address.
 */
export const photoFile = (
  look: ProductLook,
  view: number,
  width: number | '{width}',
  format: PhotoFormat | '{format}',
  hash = photoHash(look, view),
) => `${encodeURIComponent(look.slug)}-${view}.${hash}.${width}.${format}`;

/** View `view` (1–4) of a product: its photo in every width and format. */
export function productPhoto(look: ProductLook, view = 1): ProductPhoto {
  return {
    url_template: `${MEDIA}/${photoFile(look, view, '{width}', '{format}')}`,
    widths: photoWidths,
    formats: photoFormats,
    width: PHOTO_SIZE,
    height: PHOTO_SIZE,
  };
}

/** One rendition's address. */
export const photoUrl = (photo: ProductPhoto, width: number, format: PhotoFormat): string =>
  photo.url_template.replace('{width}', String(width)).replace('{format}', format);

/** The plain image of a view: the largest JPEG (og:image, JSON-LD, an `<img>` without srcset). */
export const photoJpeg = (look: ProductLook, view = 1): string =>
  photoUrl(productPhoto(look, view), PHOTO_SIZE, 'jpg');

/**
 * A product's image where only its slug is known (an order's line, kept after the product
 * may have changed): an address that answers the product's current picture.
 */
export const currentPhotoUrl = (slug: string): string => `${MEDIA}/${encodeURIComponent(slug)}.jpg`;

export type PhotoRequest =
  /** A rendition: `{slug}-{view}.{hash}.{width}.{format}`. */
  | {
      kind: 'rendition';
      name: string;
      view: number;
      hash: string;
      width: number;
      format: PhotoFormat;
    }
  /**
   * The product's current picture, largest JPEG: `{slug}.jpg` or `{slug}-{view}.jpg`, and the
   * SVG addresses of before ADR 0055 (`{slug}.svg`, `{slug}-{view}.svg`), which pages cached
   * then and shared links may still name. `name` may end in a view: `-2` may be a view or the
   * slug's own end.
   */
  | { kind: 'current'; name: string };

const RENDITION = /^([a-z0-9-]+)-([1-9])\.([0-9a-f]{10})\.(\d{2,4})\.(avif|webp|jpg)$/;
const CURRENT = /^([a-z0-9-]+)\.(?:jpg|svg)$/;

/** What a file name under /media/products asks for, or null when it is none of ours. */
export function parsePhotoFile(file: string): PhotoRequest | null {
  const rendition = RENDITION.exec(file);
  if (rendition) {
    const width = Number(rendition[4]);
    if (!photoWidths.includes(width)) return null;
    return {
      kind: 'rendition',
      name: rendition[1]!,
      view: Number(rendition[2]),
      hash: rendition[3]!,
      width,
      format: rendition[5] as PhotoFormat,
    };
  }
  const current = CURRENT.exec(file);
  return current ? { kind: 'current', name: current[1]! } : null;
}
