import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { backOfficeCaller } from './back-office-caller';
import type { StaffPermission } from './staff-permissions';

const MEMBER = '3f0c7b1e-2a4d-4c8e-9b6a-1d2e3f4a5b6c';
const members = new Map<string, { permissions: StaffPermission[] }>([
  [MEMBER, { permissions: ['orders.read'] }],
]);
const find = async (uuid: string) => members.get(uuid) ?? null;

describe('who acts in the back office', () => {
  it('is a staff member, signed in through the back office’s client, with their permissions', async () => {
    assert.deepEqual(
      await backOfficeCaller(
        { sub: `staff:${MEMBER}`, client_id: 'shop-backoffice', scope: '' },
        find,
      ),
      { actor: `staff:${MEMBER}`, kind: 'staff', permissions: ['orders.read'] },
    );
  });

  it('is nobody for a staff subject from another client, or a member who is gone', async () => {
    assert.equal(
      await backOfficeCaller({ sub: `staff:${MEMBER}`, client_id: 'shop-web', scope: '' }, find),
      null,
    );
    assert.equal(
      await backOfficeCaller(
        {
          sub: 'staff:00000000-0000-4000-8000-000000000000',
          client_id: 'shop-backoffice',
          scope: '',
        },
        find,
      ),
      null,
    );
  });

  it('is a client acting for itself with what its scopes grant, and nothing without one', async () => {
    assert.deepEqual(
      await backOfficeCaller(
        { sub: 'client:fulfilment', client_id: 'fulfilment', scope: 'fulfilment' },
        find,
      ),
      { actor: 'client:fulfilment', kind: 'client', permissions: ['orders.read', 'orders.fulfil'] },
    );
    assert.equal(
      await backOfficeCaller(
        { sub: 'client:fulfilment', client_id: 'fulfilment', scope: '' },
        find,
      ),
      null,
    );
    // A subject naming another client than the token's is no client's.
    assert.equal(
      await backOfficeCaller(
        { sub: 'client:fulfilment', client_id: 'shop-web', scope: 'fulfilment' },
        find,
      ),
      null,
    );
    assert.equal(
      await backOfficeCaller({ sub: 'anonymous:abc', client_id: 'shop-web', scope: '' }, find),
      null,
    );
  });
});
