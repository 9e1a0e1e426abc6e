import * as v from 'valibot';
import type { PersonalizationDefinition } from '../modules/checkout';
import { stripEmojiAndSymbols } from './text';

// The product's personalization rules are part of checkout's AddToCart contract (ADR 0034).
export type { PersonalizationDefinition };

/** Photos a design takes: JPEG or PNG by content, at most 5 MB (checked as letters are). */
export const designPhotoUpload = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png'],
} as const;

// A ribbon or a print has no line breaks, control characters, emoji or symbols.
const designText = v.pipe(
  v.string('validation.invalidValue'),
  // eslint-disable-next-line no-control-regex
  v.transform((text) => stripEmojiAndSymbols(text.replace(/[\u0000-\u001f\u007f]+/g, ' ')).trim()),
);

/**
 * A design as the shopper made it: one text per line of the product's definition, in order,
 * and the id of an uploaded photo. Part of a cart line and the body of the cart's edit call.
 */
export const personalizationDesignSchema = v.strictObject({
  lines: v.pipe(
    v.array(designText, 'validation.invalidValue'),
    v.maxLength(10, 'validation.maxLength'),
  ),
  photoId: v.optional(
    v.pipe(v.string('validation.invalidValue'), v.uuid('validation.invalidValue')),
  ),
});
export type PersonalizationDesign = v.InferOutput<typeof personalizationDesignSchema>;

/**
 * A design checked against its product's definition: the dialog shows these messages while the
 * shopper types, and the API refuses a line with them. `photoId` only has to be present here:
 * the dialog passes the chosen file's name before it is uploaded.
 */
export function designSchemaFor(definition: PersonalizationDefinition) {
  const lineSchemas = definition.lines.map(({ max_length, required }) =>
    v.pipe(
      v.string('validation.invalidValue'),
      v.trim(),
      v.check((text) => !required || text !== '', 'validation.designLineRequired'),
      v.maxLength(max_length, 'validation.maxLength'),
    ),
  );
  const somethingRequired =
    definition.lines.some((line) => line.required) || !!definition.photo?.required;
  return v.pipe(
    v.object({
      lines: v.strictTuple(lineSchemas, 'validation.invalidValue'),
      photoId: definition.photo
        ? v.optional(v.string())
        : v.optional(v.undefined('validation.unknownField')),
    }),
    v.forward(
      v.check(
        (design) => !definition.photo?.required || !!design.photoId,
        'validation.designPhotoRequired',
      ),
      ['photoId'],
    ),
    // A paid personalization with nothing on it is the mistake this check exists for. Where a
    // line or the photo is required, its own message says so already.
    v.check(
      (design) => somethingRequired || design.lines.some((text) => text !== '') || !!design.photoId,
      'validation.designEmpty',
    ),
  );
}
