import { product, wishCards } from '../test-fixtures';
import { chosenGroups, initialChoices, orderLine, type ProductChoices } from './product-choices';

const variation = product.variations[2]!;
const choices = (change: Partial<ProductChoices>): ProductChoices => ({
  ...initialChoices,
  ...change,
});

describe('product choices', () => {
  it('builds no line until a variation and a valid quantity are chosen', () => {
    expect(orderLine(product, null, wishCards, initialChoices)).toBeNull();
    expect(orderLine(product, variation, wishCards, choices({ quantity: null }))).toBeNull();
    expect(orderLine(product, variation, wishCards, initialChoices)).toEqual({
      variationId: 13,
      quantity: 1,
    });
  });

  it('puts every chosen option in the line, and a required personalization always', () => {
    const letter = new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' });
    const chosen = choices({
      quantity: 2,
      card: { chosen: true, cardId: 4, text: 'Liefs', fits: true },
      letter: { chosen: true, file: letter },
      upsells: { 41: { chosen: true, variation: { colour: 'red' }, text: ' Hoera ' } },
    });
    const required = {
      ...product,
      personalization: { ...product.personalization!, required: true },
    };
    expect(orderLine(required, variation, wishCards, chosen)).toEqual({
      variationId: 13,
      quantity: 2,
      card: { id: 4, text: 'Liefs' },
      personalization: true,
      letter,
      upsells: [{ variationId: 401, quantity: 1, text: 'Hoera' }],
    });
    expect(chosenGroups(required, wishCards, chosen)).toEqual([10, 20, 30, 41]);
  });

  it('leaves out what is unchecked, and a personalization the product does not offer', () => {
    const unchecked = choices({
      card: { chosen: false, cardId: 4, text: 'Liefs', fits: true },
      personalization: true,
      upsells: { 41: { chosen: false, variation: { colour: 'red' }, text: '' } },
    });
    const without = { ...product, personalization: null };
    expect(orderLine(without, variation, wishCards, unchecked)).toEqual({
      variationId: 13,
      quantity: 1,
    });
    expect(chosenGroups(without, wishCards, unchecked)).toEqual([]);
  });
});
