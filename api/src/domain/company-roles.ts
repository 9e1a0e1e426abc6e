/**
 * Company roles and the permissions each holds by default (ADR 0017): the one place that names
 * them. A company may change which permissions its roles hold ('customise business rights');
 * a user's permissions are the union of their roles' permissions.
 */
export const companyPermissions = [
  /** See all the company's orders (without it: only your own). */
  'orders.read',
  /** Order for the company: on account, to company addresses. */
  'orders.create',
  /** Approve or reject orders that wait for approval. */
  'orders.approve',
  /** Create, edit and delete the company's addresses. */
  'addresses.manage',
  'company.read',
  'company.update',
  /** The company's users, their roles and the rights each role holds. */
  'users.manage',
  /** Create and download reports of the company's orders. */
  'reports.read',
] as const;
export type CompanyPermission = (typeof companyPermissions)[number];

export const companyRoleCodes = ['administrator', 'buyer', 'approver', 'viewer'] as const;
export type CompanyRoleCode = (typeof companyRoleCodes)[number];

export const defaultRolePermissions: Record<CompanyRoleCode, readonly CompanyPermission[]> = {
  administrator: companyPermissions,
  buyer: ['orders.create', 'company.read'],
  approver: ['orders.read', 'orders.approve', 'company.read'],
  viewer: ['orders.read', 'company.read', 'reports.read'],
};

/** A user's permissions: every permission of every role they hold, in the list's order. */
export function permissionsOf(
  roles: readonly string[],
  rolePermissions: Partial<Record<string, readonly string[]>>,
): string[] {
  const held = new Set(roles.flatMap((role) => rolePermissions[role] ?? []));
  return companyPermissions.filter((permission) => held.has(permission));
}
