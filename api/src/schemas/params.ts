import * as v from 'valibot';
import { slugSchema } from '@shop/contracts/schemas';

const uuidSchema = v.pipe(v.string(), v.uuid('validation.invalidValue'));

/** Path parameters: not payloads the site builds, so they live with the API. */
export const slugParams = v.object({ slug: slugSchema });
export const cartParams = v.object({ uuid: uuidSchema });
export const cartLineParams = v.object({ uuid: uuidSchema, lineId: uuidSchema });
/** A product photo (ADR 0055): a rendition, or the current picture by the product's slug. */
export const productImageParams = v.object({
  file: v.pipe(
    v.string(),
    v.regex(
      /^[a-z0-9-]{1,122}(\.[0-9a-f]{10}\.\d{2,4}\.(avif|webp|jpg)|\.(jpg|svg))$/,
      'validation.invalidValue',
    ),
  ),
});
export const wishCardImageParams = v.object({
  file: v.pipe(
    v.string(),
    v.regex(/^\d{1,9}(-background|-thumbnail)?\.svg$/, 'validation.invalidValue'),
  ),
});
export const companyParams = v.object({ uuid: uuidSchema });
export const orderParams = v.object({ uuid: uuidSchema });
export const addressParams = v.object({ uuid: uuidSchema });
