import type { FieldMessage } from '@shop/contracts/schemas';

const typeByExtension: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/**
 * Checks a chosen letter before it is sent: one of the product's types (by the browser's type,
 * or the extension when the browser names none) and not over its size. The API checks the
 * content itself again (magic bytes).
 */
export function letterFileMessage(
  file: { name: string; type: string; size: number },
  rules: { types: string[]; max_bytes: number },
): FieldMessage | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const type = file.type || typeByExtension[extension] || '';
  if (!rules.types.includes(type)) return { key: 'validation.letterType' };
  if (file.size > rules.max_bytes)
    return { key: 'validation.letterSize', values: { size: rules.max_bytes / (1024 * 1024) } };
  return null;
}
