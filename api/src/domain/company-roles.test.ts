import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { companyPermissions, defaultRolePermissions, permissionsOf } from './company-roles';

describe('company roles', () => {
  it('an administrator holds every permission; the others only theirs', () => {
    assert.deepEqual(permissionsOf(['administrator'], defaultRolePermissions), [
      ...companyPermissions,
    ]);
    assert.deepEqual(permissionsOf(['buyer'], defaultRolePermissions), [
      'orders.create',
      'company.read',
    ]);
    assert.ok(!permissionsOf(['viewer'], defaultRolePermissions).includes('users.manage'));
    assert.ok(!permissionsOf(['buyer'], defaultRolePermissions).includes('orders.approve'));
  });

  it('several roles add up; unknown roles and permissions give nothing', () => {
    assert.deepEqual(permissionsOf(['buyer', 'approver'], defaultRolePermissions), [
      'orders.read',
      'orders.create',
      'orders.approve',
      'company.read',
    ]);
    assert.deepEqual(permissionsOf(['owner'], defaultRolePermissions), []);
    assert.deepEqual(permissionsOf(['buyer'], { buyer: ['orders.create', 'shop.delete'] }), [
      'orders.create',
    ]);
    assert.deepEqual(permissionsOf([], defaultRolePermissions), []);
  });
});
