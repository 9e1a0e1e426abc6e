import type { Locale } from '@shop/contracts/messages';
import type { cartLines, products } from '../../../../db/schema';
import { personalizationDefinition } from '../../../../domain/personalization';

/**
 * A cart line's design as the cart, checkout and the order show it (ADR 0028): each text with
 * its line's label, the photo by its name; and the rules, so the cart can edit the design.
 */
export function lineDesign(
  line: typeof cartLines.$inferSelect,
  product: typeof products.$inferSelect,
  photo: { id: string; fileName: string } | null,
  locale: Locale,
) {
  if (!line.personalization || product.personalizationPriceCents === null)
    return { design: null, design_definition: null };
  const definition = personalizationDefinition(product.personalizationDesign, locale);
  const texts = line.designLines ?? [];
  return {
    design: {
      lines: definition.lines.map((rule, index) => ({
        label: rule.label,
        text: texts[index] ?? '',
      })),
      photo: photo ? { id: photo.id, file_name: photo.fileName } : null,
    },
    design_definition: definition,
  };
}
