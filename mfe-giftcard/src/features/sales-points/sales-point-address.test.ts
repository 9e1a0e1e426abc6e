import { salesPointAddressOf, salesPointParams, salesPointQueryOf } from './sales-point-address';

const addressOf = (query: string) => salesPointAddressOf(new URLSearchParams(query));

describe('a sales point search in the address', () => {
  it('reads the place, distance and brand', () => {
    expect(addressOf('search=Utrecht&distance=25&brand=2')).toEqual({
      search: 'Utrecht',
      distance: 25,
      brand: 2,
    });
  });

  it('takes the defaults for what is missing or malformed', () => {
    expect(addressOf('')).toEqual({ search: '', distance: 10, brand: null });
    expect(addressOf('search=%20%20&distance=7&brand=0')).toEqual({
      search: '',
      distance: 10,
      brand: null,
    });
    expect(addressOf('brand=-3').brand).toBeNull();
    expect(addressOf(`search=${'a'.repeat(101)}`).search).toBe('');
  });

  it('leaves out the country the request appends, as the API does', () => {
    expect(addressOf('search=Utrecht, Nederland').search).toBe('Utrecht');
  });

  it('writes the address it reads', () => {
    const address = { search: 'Den Haag', distance: 5, brand: 3 } as const;
    expect(salesPointParams(address).toString()).toBe('search=Den+Haag&distance=5&brand=3');
    expect(salesPointAddressOf(salesPointParams(address))).toEqual(address);
    expect(salesPointParams({ search: '', distance: 10, brand: null }).toString()).toBe(
      'distance=10',
    );
  });

  it('searches near the place, else near the shopper’s location, else not at all', () => {
    const address = { search: 'Utrecht', distance: 10, brand: null } as const;
    expect(salesPointQueryOf(address, '52.1,5.1')).toEqual(address);
    expect(salesPointQueryOf({ ...address, search: '' }, '52.1,5.1')).toEqual({
      point: '52.1,5.1',
      distance: 10,
      brand: null,
    });
    expect(salesPointQueryOf({ ...address, search: '' })).toBeNull();
  });
});
