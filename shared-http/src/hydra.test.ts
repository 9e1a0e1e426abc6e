import { apiIri, itemId, listQuery, toPage } from './hydra';

describe('hydra helpers', () => {
  it('reads both list shapes the spec allows', () => {
    expect(toPage({ 'hydra:member': [1, 2], 'hydra:totalItems': 40 })).toEqual({
      items: [1, 2],
      totalItems: 40,
    });
    expect(toPage({ data: [1], meta: { totalItems: 9 } })).toEqual({ items: [1], totalItems: 9 });
  });

  it('identifies items by uuid, id or the last segment of @id', () => {
    expect(itemId({ uuid: 'u-1', id: 3 })).toBe('u-1');
    expect(itemId({ id: 3 })).toBe('3');
    expect(itemId({ '@id': '/relation/addresses/abc' })).toBe('abc');
    expect(itemId({ '@id': '/api/relation/addresses/abc' })).toBe('abc');
  });

  it('writes an API path as the IRI the API gives it, on the site’s /api', () => {
    expect(apiIri('/relation/companies/c1/users')).toBe('/api/relation/companies/c1/users');
  });

  it('builds list queries with page_items 15 by default and snake_cased filters', () => {
    expect(listQuery({ search: 'roos', filters: { productGroup: 4, empty: undefined } })).toBe(
      'page=1&page_items=15&search=roos&product_group=4',
    );
  });
});
