// The addresses of addresses.json as the Locatieserver's `type:adres` documents: the fields and
// spellings its v3.1 API answers (`huis_nlt` 12A-1, `weergavenaam`, postcode without a space,
// `centroide_ll` as WKT), and no field for a value the address does not have (no letter).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const fixture = new URL('./addresses.json', import.meta.url);

/** The documented default of `fl`: every field, in this order. */
export const defaultFields = (
  'id identificatie weergavenaam bron type subtype openbareruimte_id nwb_id openbareruimtetype ' +
  'straatnaam straatnaam_verkort adresseerbaarobject_id nummeraanduiding_id huisnummer ' +
  'huisletter huisnummertoevoeging huis_nlt postcode buurtnaam buurtcode wijknaam wijkcode ' +
  'woonplaatscode woonplaatsnaam gemeentecode gemeentenaam provinciecode provincienaam ' +
  'provincieafkorting kadastraal_object_id kadastrale_gemeentecode kadastrale_gemeentenaam ' +
  'kadastrale_sectie perceelnummer kadastrale_grootte gekoppeld_perceel kadastrale_aanduiding ' +
  'volgnummer gekoppeld_appartement wegnummer hectometernummer zijde hectometerletter ' +
  'waterschapsnaam waterschapscode rdf_seealso centroide_ll centroide_rd score'
).split(' ');

const provinces = {
  'Noord-Holland': ['PV27', 'NH'],
  'Zuid-Holland': ['PV28', 'ZH'],
  Utrecht: ['PV26', 'UT'],
  Gelderland: ['PV25', 'GL'],
};

/** A made-up but stable 16-digit BAG identifier of `kind` (20: nummeraanduiding, 01: object). */
const bagId = (kind, key) =>
  `0000${kind}${BigInt(
    `0x${createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 12)}`,
  )
    .toString()
    .padStart(10, '0')
    .slice(-10)}`;

/** One address of the fixture as the `free` endpoint answers it. */
export function addressDocument(address) {
  const { postcode, huisnummer, huisletter, huisnummertoevoeging, straatnaam } = address;
  const huisNlt = `${huisnummer}${huisletter ?? ''}${huisnummertoevoeging ? `-${huisnummertoevoeging}` : ''}`;
  const key = `${postcode}-${huisNlt}`;
  const nummeraanduiding = bagId('20', key);
  const object = bagId('01', key);
  const [provinciecode, provincieafkorting] = provinces[address.provincienaam] ?? [];
  return {
    bron: 'BAG',
    type: 'adres',
    id: `adr-${createHash('md5').update(key).digest('hex')}`,
    identificatie: `${object}-${nummeraanduiding}`,
    weergavenaam: `${straatnaam} ${huisNlt}, ${postcode} ${address.woonplaatsnaam}`,
    openbareruimtetype: 'Weg',
    straatnaam,
    straatnaam_verkort: straatnaam.replace(/straat$/, 'str'),
    adresseerbaarobject_id: object,
    nummeraanduiding_id: nummeraanduiding,
    huisnummer,
    ...(huisletter ? { huisletter } : {}),
    ...(huisnummertoevoeging ? { huisnummertoevoeging } : {}),
    huis_nlt: huisNlt,
    postcode,
    woonplaatsnaam: address.woonplaatsnaam,
    gemeentenaam: address.gemeentenaam,
    provincienaam: address.provincienaam,
    ...(provinciecode ? { provinciecode, provincieafkorting } : {}),
    centroide_ll: address.centroide_ll,
  };
}

/** The fixture's addresses (or `addresses`) as documents, in the order they are listed. */
export function loadDocuments(addresses) {
  const listed = addresses ?? JSON.parse(readFileSync(fixture, 'utf8')).addresses;
  return listed.map(addressDocument);
}
