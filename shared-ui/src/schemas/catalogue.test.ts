import * as v from 'valibot';
import { cartLineInputSchema, listQuerySchema } from './catalogue';
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

describe('cartLineInputSchema', () => {
  it('allows 1 to 99 items of one variation', () => {
    expect(v.safeParse(cartLineInputSchema, { variationId: 3, quantity: 99 }).success).toBe(true);
    expect(v.safeParse(cartLineInputSchema, { variationId: 3, quantity: 0 }).success).toBe(false);
    expect(v.safeParse(cartLineInputSchema, { variationId: 3, quantity: 1.5 }).success).toBe(false);
  });
});
