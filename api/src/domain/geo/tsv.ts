/**
 * Reads one of api/data/geo's tab-separated files into records. The header must be exactly
 * `columns`: a file from another version of the build script fails here, naming itself,
 * rather than answering with shifted columns.
 */
export function parseTsv<Column extends string>(
  text: string,
  columns: readonly Column[],
  file: string,
): Record<Column, string>[] {
  const [header = '', ...lines] = text.split('\n');
  if (header !== columns.join('\t')) {
    throw new Error(`${file}: expected the columns ${columns.join(', ')}, found ${header}`);
  }
  return lines
    .filter((line) => line !== '')
    .map((line) => {
      const cells = line.split('\t');
      return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? ''])) as Record<
        Column,
        string
      >;
    });
}
