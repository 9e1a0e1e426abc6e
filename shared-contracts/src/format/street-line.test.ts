import { streetLine } from './street-line';

const dutch = { street: 'Kerkstraat', housenumber: '12', country: 'NL' };

describe('streetLine', () => {
  it('writes a Dutch number as the BAG does: a letter onto it, an addition after a dash', () => {
    expect(streetLine({ ...dutch, housenumber_addition: '' })).toBe('Kerkstraat 12');
    expect(streetLine({ ...dutch, housenumber_addition: 'A' })).toBe('Kerkstraat 12A');
    expect(streetLine({ ...dutch, housenumber_addition: 'a' })).toBe('Kerkstraat 12a');
    expect(streetLine({ ...dutch, housenumber_addition: '1' })).toBe('Kerkstraat 12-1');
    expect(streetLine({ ...dutch, housenumber_addition: 'A-1' })).toBe('Kerkstraat 12A-1');
    expect(streetLine({ ...dutch, housenumber_addition: 'hs' })).toBe('Kerkstraat 12-hs');
    expect(streetLine({ ...dutch, housenumber_addition: '-2' })).toBe('Kerkstraat 12-2');
    expect(streetLine({ ...dutch, housenumber_addition: null })).toBe('Kerkstraat 12');
  });

  it('keeps a Belgian box number as the shopper typed it, after a space', () => {
    expect(
      streetLine({
        street: 'Meir',
        housenumber: '24',
        housenumber_addition: 'bus 3',
        country: 'BE',
      }),
    ).toBe('Meir 24 bus 3');
    expect(streetLine({ street: 'Meir', housenumber: '24', country: 'BE' })).toBe('Meir 24');
  });
});
