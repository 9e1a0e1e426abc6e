/**
 * Builds api/data/geo/*.tsv from the NL/BE reference CSVs (sources and licences:
 * api/data/geo/README.md). The API reads only the TSVs, which are committed, so this runs again
 * only when the reference data changes:
 *
 *   node api/scripts/build-geo-data.mjs [source folder, default ../shared/data next to the repo]
 *
 * TSV rather than JSON: no value holds a tab, so the API needs no quoting rules to read them,
 * and a diff shows one changed place per line.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.resolve(process.argv[2] ?? path.join(apiRoot, '../../shared/data'));
const targetDir = path.join(apiRoot, 'data/geo');

/** RFC 4180: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

function readTable(file) {
  const [header, ...rows] = parseCsv(readFileSync(path.join(sourceDir, file), 'utf8'));
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ''])));
}

function writeTsv(file, columns, records) {
  const lines = [columns, ...records.map((record) => columns.map((column) => record[column]))].map(
    (cells) => {
      for (const cell of cells) {
        if (/[\t\r\n]/.test(cell)) throw new Error(`${file}: a value holds a tab or line break`);
      }
      return cells.join('\t');
    },
  );
  writeFileSync(path.join(targetDir, file), `${lines.join('\n')}\n`);
  console.log(`${file}: ${records.length} rows`);
}

const fold = (text) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Alternate names minus the ones the name columns already hold (WOF repeats them). */
function extraNames(place) {
  const known = new Set([place.name, place.name_nl, place.name_fr].map(fold));
  const extra = [];
  for (const name of place.alternate_names.split(',')) {
    const key = fold(name.trim());
    if (key && !known.has(key)) {
      known.add(key);
      extra.push(name.trim());
    }
  }
  return extra.join(',');
}

mkdirSync(targetDir, { recursive: true });

const belgianPostcodes = readTable('be_postcodes.csv');
// The official name is always the Dutch or the French one, so those two columns say it all.
for (const { postcode, place_name, place_name_nl, place_name_fr } of belgianPostcodes) {
  if (place_name !== place_name_nl && place_name !== place_name_fr)
    throw new Error(
      `be_postcodes.csv: ${postcode} ${place_name} is neither the NL nor the FR name`,
    );
}
writeTsv(
  'be-postcodes.tsv',
  ['postcode', 'name_nl', 'name_fr', 'latitude', 'longitude'],
  belgianPostcodes.map((row) => ({
    ...row,
    name_nl: row.place_name_nl,
    name_fr: row.place_name_fr,
  })),
);
writeTsv(
  'nl-postcodes-pc4.tsv',
  ['postcode', 'place_name', 'municipality', 'province', 'latitude', 'longitude'],
  readTable('nl_postcodes_pc4.csv'),
);
const placeColumns = [
  'name',
  'name_nl',
  'name_fr',
  'alternate_names',
  'latitude',
  'longitude',
  'feature_type',
  'population',
  'province',
  'municipality',
];
for (const country of ['nl', 'be']) {
  const places = readTable(`${country}_places.csv`).map((place) => ({
    ...place,
    alternate_names: extraNames(place),
  }));
  writeTsv(`${country}-places.tsv`, placeColumns, places);
}
