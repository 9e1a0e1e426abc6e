import * as v from 'valibot';
import {
  combinationInfoSchema,
  conflictingProductGroupsQuerySchema,
  listQuerySchema,
  productListQuerySchema,
} from './catalogue';
import { issuesToViolations } from './messages';

describe('listQuerySchema', () => {
  it('defaults to page 1 with 15 items', () => {
    expect(v.parse(listQuerySchema, {})).toEqual({ page: 1, page_items: 15 });
  });

  it('reads numbers from the query string', () => {
    expect(v.parse(listQuerySchema, { page: '2', page_items: '30' })).toMatchObject({
      page: 2,
      page_items: 30,
    });
  });

  it('limits page_items to 100', () => {
    const result = v.safeParse(listQuerySchema, { page_items: '500' });
    expect(result.success).toBe(false);
    expect(issuesToViolations(result.issues ?? [])).toEqual([
      { path: 'page_items', key: 'validation.maxValue', values: { value: 100 } },
    ]);
  });
});

describe('productListQuerySchema', () => {
  it('sorts by relevance unless told otherwise, and reads prices in cents', () => {
    expect(v.parse(productListQuerySchema, {})).toMatchObject({ sort: 'relevance' });
    expect(
      v.parse(productListQuerySchema, {
        colour: 'rood',
        occasion: 'get-well',
        min_price: '0',
        max_price: '4500',
        sort: 'price-desc',
      }),
    ).toMatchObject({
      colour: 'rood',
      occasion: 'get-well',
      min_price: 0,
      max_price: 4500,
      sort: 'price-desc',
    });
  });

  it('refuses an unknown sort, a negative or fractional price and a colour that is no code', () => {
    for (const query of [
      { sort: 'cheapest' },
      { min_price: '-1' },
      { max_price: '12.50' },
      { colour: 'Rood!' },
    ]) {
      expect(v.safeParse(productListQuerySchema, query).success).toBe(false);
    }
  });
});

describe('conflictingProductGroupsQuerySchema', () => {
  it('reads a comma list of group ids, once each, and the flag as a boolean', () => {
    expect(
      v.parse(conflictingProductGroupsQuerySchema, {
        ids: '10,40,10',
        excludeOwnProductGroup: 'true',
      }),
    ).toEqual({ ids: [10, 40], excludeOwnProductGroup: true });
    expect(v.parse(conflictingProductGroupsQuerySchema, { ids: '30' })).toEqual({
      ids: [30],
      excludeOwnProductGroup: false,
    });
  });

  it('refuses ids that are no comma list of numbers', () => {
    for (const ids of ['', '10,', 'a,b', '10;40'])
      expect(v.safeParse(conflictingProductGroupsQuerySchema, { ids }).success).toBe(false);
  });
});

describe('combinationInfoSchema', () => {
  it('takes a product slug and nothing else', () => {
    expect(v.safeParse(combinationInfoSchema, { product: 'rode-rozen' }).success).toBe(true);
    expect(v.safeParse(combinationInfoSchema, { product: 'rode-rozen', page: 2 }).success).toBe(
      false,
    );
  });
});
