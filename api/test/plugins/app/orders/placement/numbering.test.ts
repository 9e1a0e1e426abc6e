import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { build, dbTargets } from '../../../../helpers/build';
import { placementFixtures } from '../../../../helpers/placement';
import { nextOrderNumber } from '../../../../../src/plugins/app/orders/placement/numbering';

for (const target of dbTargets()) {
  describe(`the numbering step on ${target.name}`, () => {
    const app = build(target);
    const fixtures = placementFixtures(app);

    it('numbers orders FB- and up, one after the other', async () => {
      const first = await fixtures.place(await fixtures.filledCart());
      const second = await fixtures.place(await fixtures.filledCart());
      const [a, b] = [first.json().number, second.json().number] as string[];
      assert.match(a!, /^FB-1\d{5}$/);
      assert.equal(Number(b!.slice(3)), Number(a!.slice(3)) + 1);
    });

    it('draws the next number from the sequence wherever it is used', async () => {
      const drawn = (await app().db.execute(
        sql`select ${nextOrderNumber()} as number`,
      )) as unknown as {
        rows: { number: string }[];
      };
      assert.match(drawn.rows[0]!.number, /^FB-1\d{5}$/);
    });
  });
}
