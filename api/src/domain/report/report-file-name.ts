/** Characters a file name cannot hold on Windows, macOS or Linux, and control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** RFC 5987 `value-chars`: what encodeURIComponent leaves but an attr-char is not. */
const encodeRfc5987 = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The name a downloaded report is saved as, `<name>-<from>-<till>.<extension>`, and its
 * Content-Disposition: an ASCII `filename` every browser reads, plus `filename*` (UTF-8) when the
 * name has more than ASCII (`Café Noël` is `Cafe Noel` in the first and itself in the second).
 */
export function reportFileName(
  report: { name: string; from: string; till: string },
  extension: 'csv' | 'xlsx',
) {
  const suffix = `-${report.from}-${report.till}.${extension}`;
  // No hidden files (a leading dot) and no names that are only dashes.
  const trim = (name: string) => name.replace(/^[-. ]+|[- ]+$/g, '');
  const unicode =
    trim(report.name.replace(UNSAFE, '-').replace(/\s+/g, ' ').slice(0, 80)) || 'rapportage';
  const ascii =
    trim(
      unicode
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9 ._-]+/g, '-')
        .replace(/-{2,}/g, '-'),
    ) || 'rapportage';
  const fileName = `${unicode}${suffix}`;
  const asciiName = `${ascii}${suffix}`;
  const contentDisposition =
    fileName === asciiName
      ? `attachment; filename="${asciiName}"`
      : `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
  return { fileName, asciiName, contentDisposition };
}
