import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../../../../helpers/build';
import { inRolledBack, placementFixtures } from '../../../../helpers/placement';
import {
  orderableCart,
  undesignedLine,
} from '../../../../../src/plugins/app/orders/placement/cart-contents';
import { OrderRefused } from '../../../../../src/plugins/app/orders/placement/order-refused';

describe('a personalization without its design', () => {
  it('is found: no photo and no line of text', () => {
    const lines = [
      { personalization: false, design: null },
      { personalization: true, design: { photo: null, lines: [{ label: 'Naam', text: '  ' }] } },
    ];
    assert.equal(undesignedLine(lines as never), lines[1]);
  });

  it('is not: a photo, or one line with text, is a design', () => {
    const photo = { personalization: true, design: { photo: { file_name: 'a.jpg' }, lines: [] } };
    const text = { personalization: true, design: { photo: null, lines: [{ text: 'Anna' }] } };
    assert.equal(undesignedLine([photo, text] as never), undefined);
  });
});

for (const target of dbTargets()) {
  describe(`the cart contents step on ${target.name}`, () => {
    const app = build(target);
    const fixtures = placementFixtures(app);

    it('reads the cart with its amounts in the destination’s VAT', async () => {
      const cart = await fixtures.filledCart(undefined, 2);
      const view = await inRolledBack(app().db, (tx) =>
        orderableCart(tx, cart.uuid, 'nl-nl', 'nl'),
      );
      assert.equal(view.item_count, 2);
      assert.equal(view.lines.length, 1);
      assert.equal(view.totals.incl_vat, view.lines[0]!.unit_price.incl_vat * 2);
    });

    it('refuses an empty cart', async () => {
      const cart = await fixtures.carts.newCart();
      await assert.rejects(
        inRolledBack(app().db, (tx) => orderableCart(tx, cart.uuid, 'nl-nl', 'nl')),
        (error: unknown) =>
          error instanceof OrderRefused && error.status === 422 && error.key === 'errors.cartEmpty',
      );
    });
  });
}
