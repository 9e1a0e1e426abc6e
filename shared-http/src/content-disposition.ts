/**
 * The file name of a download, from Content-Disposition (RFC 6266): `filename*` (RFC 5987,
 * UTF-8) wins over `filename`. Path parts are dropped so a name can never point elsewhere.
 */
export function fileNameFromContentDisposition(
  header: string | null | undefined,
  fallback = 'download',
): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/.exec(header);
  let name: string | undefined;
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = undefined;
    }
  }
  name ??= plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : fallback;
}
