import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { belgianLocality, type BelgianLocality } from './belgian-postcodes';
import { indexByPc4, type DutchPc4Place } from './dutch-pc4';
import { place, type Country, type Place } from './places';
import { parseTsv } from './tsv';

/** api/data/geo: built by api/scripts/build-geo-data.mjs; sources and credits in its README. */
export const SHIPPED_GEO_DATA_DIR = fileURLToPath(new URL('../../../data/geo/', import.meta.url));

export interface GeoData {
  belgianLocalities(): Promise<readonly BelgianLocality[]>;
  dutchPc4Places(): Promise<ReadonlyMap<string, readonly DutchPc4Place[]>>;
  places(country: Country): Promise<readonly Place[]>;
}

/** Loads on first use and keeps the result; a failed read is forgotten, so the next call retries. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const orNull = (text: string) => (text === '' ? null : text);

/** Each file is read when first asked for (the places are 1.4 MB; postcode lookups never need them). */
export function geoDataFrom(dir: string): GeoData {
  async function read<Column extends string>(file: string, columns: readonly Column[]) {
    const records = parseTsv(await readFile(path.join(dir, file), 'utf8'), columns, file);
    const numberIn = (text: string, column: string, line: number) => {
      const value = Number(text);
      if (text === '' || !Number.isFinite(value))
        throw new Error(`${file}, row ${line}: ${column} is not a number (${text})`);
      return value;
    };
    return records.map((record, i) => ({
      record,
      number: (column: Column) => numberIn(record[column], column, i + 1),
    }));
  }

  const belgianLocalities = once(async () =>
    (
      await read('be-postcodes.tsv', ['postcode', 'name_nl', 'name_fr', 'latitude', 'longitude'])
    ).map(({ record, number }) =>
      belgianLocality({
        postcode: record.postcode,
        nameNl: orNull(record.name_nl),
        nameFr: orNull(record.name_fr),
        latitude: number('latitude'),
        longitude: number('longitude'),
      }),
    ),
  );

  const dutchPc4Places = once(async () => {
    const columns = [
      'postcode',
      'place_name',
      'municipality',
      'province',
      'latitude',
      'longitude',
    ] as const;
    const rows = await read('nl-postcodes-pc4.tsv', columns);
    return indexByPc4(
      rows.map(({ record, number }) => ({
        pc4: record.postcode,
        place: record.place_name,
        municipality: orNull(record.municipality),
        province: record.province,
        latitude: number('latitude'),
        longitude: number('longitude'),
      })),
    );
  });

  const placesOf = (country: Country) =>
    once(async () => {
      const columns = [
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
      ] as const;
      const rows = await read(`${country.toLowerCase()}-places.tsv`, columns);
      return rows.map(({ record, number }) =>
        place({
          country,
          name: record.name,
          nameNl: orNull(record.name_nl),
          nameFr: orNull(record.name_fr),
          alternateNames: record.alternate_names ? record.alternate_names.split(',') : [],
          latitude: number('latitude'),
          longitude: number('longitude'),
          featureType: record.feature_type,
          population: record.population ? number('population') : null,
          province: record.province,
          municipality: orNull(record.municipality),
        }),
      );
    });
  const places = { NL: placesOf('NL'), BE: placesOf('BE') };

  return { belgianLocalities, dutchPc4Places, places: (country) => places[country]() };
}

/** The shipped data, read once per process and shared by every app built in it. */
export const geoData = geoDataFrom(SHIPPED_GEO_DATA_DIR);
