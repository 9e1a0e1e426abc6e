import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  needsApproval,
  overThreshold,
  roleNeedsApproval,
} from '../../../../../src/plugins/app/orders/placement/approval';

const company = (fields: Record<string, unknown> = {}) =>
  ({ approvalThresholdCents: null, approvalRoles: [], ...fields }) as never;
const noDatabase = new Proxy({}, { get: () => assert.fail('no query expected') }) as never;

describe('the approval step', () => {
  it('holds an order above the company’s amount, not one at it', () => {
    assert.equal(overThreshold(company({ approvalThresholdCents: 10000 }), 10001), true);
    assert.equal(overThreshold(company({ approvalThresholdCents: 10000 }), 10000), false);
    assert.equal(overThreshold(company(), 1_000_000), false);
    assert.equal(overThreshold(undefined, 1_000_000), false);
  });

  it('holds every order of a role the company names', () => {
    const rules = company({ approvalRoles: ['purchaser'] });
    assert.equal(roleNeedsApproval(rules, ['purchaser', 'manager']), true);
    assert.equal(roleNeedsApproval(rules, ['manager']), false);
  });

  it('decides without reading roles when the amount decides, or no role rule exists', async () => {
    const buyer = { uuid: 'u1' };
    const over = company({ approvalThresholdCents: 100, approvalRoles: ['purchaser'] });
    assert.equal(await needsApproval(noDatabase, over, buyer, 101), true);
    assert.equal(await needsApproval(noDatabase, company(), buyer, 101), false);
    assert.equal(await needsApproval(noDatabase, undefined, null, 101), false);
  });
});
