/**
 * What the shop's staff may do in the back office (ADR 0039). These are no company permissions:
 * a customer never holds them, and a staff member holds nothing else.
 */
export const staffPermissions = ['orders.read', 'orders.fulfil', 'orders.cancel'] as const;
export type StaffPermission = (typeof staffPermissions)[number];

export const isStaffPermission = (name: string): name is StaffPermission =>
  (staffPermissions as readonly string[]).includes(name);

/** The OAuth client staff sign in through (password grant); customers cannot use it. */
export const BACK_OFFICE_CLIENT_ID = 'shop-backoffice';

/** The OAuth client of the fulfilment system (client credentials with a secret). */
export const FULFILMENT_CLIENT_ID = 'fulfilment';

/**
 * What each scope lets a client do without a person behind it: the fulfilment system reads
 * orders and moves them along, adds track & trace; canceling (money back) stays with staff.
 */
export const scopePermissions: Record<string, readonly StaffPermission[]> = {
  fulfilment: ['orders.read', 'orders.fulfil'],
};

/** Token subjects: a staff member's, and a client acting for itself. */
export const STAFF_SUBJECT_PREFIX = 'staff:';
export const CLIENT_SUBJECT_PREFIX = 'client:';
