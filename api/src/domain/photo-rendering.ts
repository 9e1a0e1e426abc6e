import sharp from 'sharp';
import type { PhotoFormat } from '@shop/contracts/api';

/**
 * How a drawing becomes a photo of one width and format (ADR 0055), with sharp (libvips): the
 * SVG rasterized at that width (sharp, not a resize, so a thumbnail is as crisp as the large
 * one), a film grain laid over it, then encoded. The settings are part of every photo's URL
 * (`PHOTO_RENDERING` in product-photo.ts): change one here, change that string too.
 */
export const encoderSettings = {
  // Effort 2 of 9: within 2 % of effort 4's bytes here, three to four times faster.
  avif: { quality: 50, effort: 2 },
  webp: { quality: 76, effort: 4 },
  jpg: { quality: 80, mozjpeg: true, progressive: true },
} as const;

export const mimeTypes: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

// Our own cache keeps the encoded photos; libvips' operation cache would only hold the same
// pictures a second time, unbounded by ours.
sharp.cache(false);

// Smaller than the smallest width: sharp lays a tile only inside the picture.
const GRAIN_TILE = 128;
export const GRAIN = 45;

/**
 * A tile of grey noise around mid-grey, the same on every instance (a seeded generator, not
 * libvips' random one), which a soft-light blend turns into a photo's grain.
 */
const grain = (() => {
  const pixels = Buffer.alloc(GRAIN_TILE * GRAIN_TILE);
  let seed = 0x5eed;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let i = 0; i < pixels.length; i += 1) {
    // The sum of three uniforms: near-normal, within ±GRAIN of mid-grey.
    pixels[i] = Math.round(128 + ((next() + next() + next() - 1.5) / 1.5) * GRAIN);
  }
  return pixels;
})();

/** The drawing as a photo `width` pixels square, in `format`. */
export async function renderPhoto(
  svg: string,
  width: number,
  format: PhotoFormat,
): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: (72 * width) / 240 })
    .resize(width, width)
    .removeAlpha()
    .composite([
      {
        input: grain,
        raw: { width: GRAIN_TILE, height: GRAIN_TILE, channels: 1 },
        tile: true,
        blend: 'soft-light',
      },
    ]);
  switch (format) {
    case 'avif':
      return image.avif(encoderSettings.avif).toBuffer();
    case 'webp':
      return image.webp(encoderSettings.webp).toBuffer();
    default:
      return image.jpeg(encoderSettings.jpg).toBuffer();
  }
}
