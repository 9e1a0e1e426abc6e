import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build, dbTargets } from '../helpers/build';
import { requestToken } from '../helpers/oauth';
import { createStaffMember, parseStaffArgs } from '../../src/cli/staff-create';

describe('the staff:create command’s arguments', () => {
  it('takes an e-mail address, a name and, optionally, some of the back office’s permissions', () => {
    assert.deepEqual(parseStaffArgs(['--email', ' Piet@BloemenZo.nl ', '--name', 'Piet']), {
      email: 'piet@bloemenzo.nl',
      fullname: 'Piet',
      permissions: ['orders.read', 'orders.fulfil', 'orders.cancel'],
    });
    assert.deepEqual(
      parseStaffArgs(['--email', 'a@b.nl', '--name', 'A', '--permissions', 'orders.read']),
      { email: 'a@b.nl', fullname: 'A', permissions: ['orders.read'] },
    );
  });

  it('names what is wrong', () => {
    assert.deepEqual(parseStaffArgs(['--name', 'A']), {
      error: '--email must be an e-mail address',
    });
    assert.deepEqual(parseStaffArgs(['--email', 'a@b.nl']), { error: '--name is required' });
    const company = parseStaffArgs([
      '--email',
      'a@b.nl',
      '--name',
      'A',
      '--permissions',
      'users.manage',
    ]);
    assert.match((company as { error: string }).error, /subset of orders.read/);
    // A password on the command line would stay in the shell's history.
    assert.ok('error' in parseStaffArgs(['--email', 'a@b.nl', '--name', 'A', '--password', 'x']));
  });
});

for (const target of dbTargets()) {
  describe(`creating a staff member on ${target.name}`, () => {
    const app = build(target);

    it('creates an account that signs in to the back office, once per address', async () => {
      const args = {
        email: 'piet@bloemenzo.nl',
        fullname: 'Piet',
        permissions: ['orders.read' as const],
      };
      const weak = await createStaffMember(app().db, args, 'geheim');
      assert.ok('error' in weak);
      const created = await createStaffMember(app().db, args, 'Tulp3n!zee');
      assert.ok('uuid' in created, JSON.stringify(created));
      const twice = await createStaffMember(app().db, args, 'Tulp3n!zee');
      assert.deepEqual(twice, { error: 'piet@bloemenzo.nl already has a staff account' });
      const token = await requestToken(app(), {
        client_id: 'shop-backoffice',
        grant_type: 'password',
        username: 'piet@bloemenzo.nl',
        password: 'Tulp3n!zee',
      });
      assert.equal(token.statusCode, 200, token.body);
      const headers = { authorization: `Bearer ${token.json().access_token}` };
      const list = await app().inject({ method: 'GET', url: '/back-office/orders', headers });
      assert.equal(list.statusCode, 200);
      // Reading is all Piet may do.
      const cancel = await app().inject({
        method: 'POST',
        url: '/back-office/orders/00000000-0000-4000-8000-000000000000/cancel',
        headers,
        payload: { reason: 'x' },
      });
      assert.equal(cancel.statusCode, 403);
    });
  });
}
