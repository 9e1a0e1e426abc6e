import type { ProductPhoto } from '@shop/contracts/api';

/** A photo in the API's shape (ADR 0055), for tests: `photo('roses-1')`. */
export const photo = (name: string): ProductPhoto => ({
  url_template: `/api/media/products/${name}.0123456789.{width}.{format}`,
  widths: [160, 240, 320, 480, 640, 800, 960, 1200],
  formats: ['avif', 'webp', 'jpg'],
  width: 1200,
  height: 1200,
});

/** The plain image the API gives beside it: the largest JPEG. */
export const jpeg = (name: string) => `/api/media/products/${name}.0123456789.1200.jpg`;
