import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { geoData, geoDataFrom } from './geo-data';

const BE_HEADER = 'postcode\tname_nl\tname_fr\tlatitude\tlongitude\n';

async function withFolder(test: (dir: string) => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'geo-data-'));
  try {
    await test(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the shipped geo data', () => {
  it('holds every row of the reference files', async () => {
    assert.equal((await geoData.belgianLocalities()).length, 2781);
    // 4,323 rows since the corrections of 2026-11-25 (1234, 1954 and 5217 were only placeholders).
    assert.equal((await geoData.dutchPc4Places()).size, 4083);
    assert.equal((await geoData.places('NL')).length, 7707);
    assert.equal((await geoData.places('BE')).length, 13106);
  });

  it('passes the spot checks of its README', async () => {
    const brussel = (await geoData.belgianLocalities()).find((l) => l.postcode === '1000');
    assert.deepEqual(
      [brussel?.nameNl, brussel?.nameFr, brussel?.latitude, brussel?.longitude],
      ['Brussel', 'Bruxelles', 50.8504, 4.3488],
    );
    const pc4 = await geoData.dutchPc4Places();
    assert.deepEqual(pc4.get('1012'), [
      {
        pc4: '1012',
        place: 'Amsterdam',
        municipality: 'Amsterdam',
        province: 'Noord-Holland',
        latitude: 52.3735,
        longitude: 4.8951,
      },
    ]);
    assert.equal(pc4.get('2511')?.[0]?.place, "'s-Gravenhage");
    assert.equal(pc4.get('3221')?.[0]?.municipality, null);
    const hague = (await geoData.places('NL')).find((place) => place.name === 'The Hague');
    assert.equal(hague?.nameNl, 'Den Haag');
    assert.ok(hague?.alternateNames.includes("'s-Gravenhage"));
  });

  it('is read once: later calls share what the first one loaded', async () => {
    assert.equal(await geoData.belgianLocalities(), await geoData.belgianLocalities());
    assert.equal(await geoData.places('BE'), await geoData.places('BE'));
  });
});

describe('reading geo data', () => {
  it('happens only when a file is first asked for, and is tried again after a failure', async () => {
    await withFolder(async (dir) => {
      const data = geoDataFrom(dir);
      await assert.rejects(data.belgianLocalities(), { code: 'ENOENT' });
      await writeFile(
        path.join(dir, 'be-postcodes.tsv'),
        `${BE_HEADER}1000\tBrussel\tBruxelles\t50.85\t4.35\n`,
      );
      assert.equal((await data.belgianLocalities())[0]?.nameFr, 'Bruxelles');
    });
  });

  it('names the file, row and column of a value that is not a number', async () => {
    await withFolder(async (dir) => {
      await writeFile(
        path.join(dir, 'be-postcodes.tsv'),
        `${BE_HEADER}1000\tBrussel\t\tnorth\t4.35\n`,
      );
      await assert.rejects(geoDataFrom(dir).belgianLocalities(), {
        message: 'be-postcodes.tsv, row 1: latitude is not a number (north)',
      });
    });
  });
});
