import type { AccessTokenClaims } from './tokens';
import {
  BACK_OFFICE_CLIENT_ID,
  CLIENT_SUBJECT_PREFIX,
  scopePermissions,
  STAFF_SUBJECT_PREFIX,
  type StaffPermission,
} from './staff-permissions';

/** Who acts in the back office (ADR 0039), as the order history records them. */
export interface BackOfficeCaller {
  /** `staff:<uuid>` or `client:<client id>`: the history's actor. */
  actor: string;
  kind: 'staff' | 'client';
  permissions: StaffPermission[];
}

/**
 * The back-office caller a token stands for, or null. A staff member's token comes from the
 * shop-backoffice client and their rights from the database on every request; a client's
 * (client credentials) rights follow from the scopes it was granted.
 */
export async function backOfficeCaller(
  claims: AccessTokenClaims,
  findStaff: (uuid: string) => Promise<{ permissions: StaffPermission[] } | null>,
): Promise<BackOfficeCaller | null> {
  if (claims.sub.startsWith(STAFF_SUBJECT_PREFIX)) {
    if (claims.client_id !== BACK_OFFICE_CLIENT_ID) return null;
    const member = await findStaff(claims.sub.slice(STAFF_SUBJECT_PREFIX.length));
    return member ? { actor: claims.sub, kind: 'staff', permissions: member.permissions } : null;
  }
  if (claims.sub === `${CLIENT_SUBJECT_PREFIX}${claims.client_id}`) {
    const granted = claims.scope.split(' ').flatMap((scope) => scopePermissions[scope] ?? []);
    if (granted.length === 0) return null;
    return { actor: claims.sub, kind: 'client', permissions: [...new Set(granted)] };
  }
  return null;
}
