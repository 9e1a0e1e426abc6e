import * as v from 'valibot';
import type { ProductPhoto } from '@shop/contracts/api';

/** `ProductPhoto` of @shop/contracts/api (ADR 0055), for the document (ADR 0038). */
export const productPhotoSchema = v.pipe(
  v.object({
    url_template: v.pipe(
      v.string(),
      v.regex(/^\/api\/media\/products\/[^/]+-[1-9]\.[0-9a-f]{10}\.\{width\}\.\{format\}$/),
    ),
    widths: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
    formats: v.array(v.picklist(['avif', 'webp', 'jpg'])),
    width: v.pipe(v.number(), v.integer(), v.minValue(1)),
    height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.title('ProductPhoto'),
);

// The document's schema and the contract's type describe the same object: drift fails typecheck.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameAsContract: Same<v.InferOutput<typeof productPhotoSchema>, ProductPhoto> = true;
void sameAsContract;
