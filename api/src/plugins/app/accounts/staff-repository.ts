import fp from 'fastify-plugin';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { staffMembers } from '../../../db/schema';
import { decoySecretHash, hashSecret, verifySecret } from '../../../domain/secrets';
import { isStaffPermission, type StaffPermission } from '../../../domain/staff-permissions';

export interface StaffMember {
  uuid: string;
  email: string;
  fullname: string;
  permissions: StaffPermission[];
}

export interface NewStaffMember {
  email: string;
  password: string;
  fullname: string;
  permissions: StaffPermission[];
}

export type StaffRepository = ReturnType<typeof staffRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staff: StaffRepository;
  }
}

const columns = {
  uuid: staffMembers.uuid,
  email: staffMembers.email,
  fullname: staffMembers.fullname,
  permissions: staffMembers.permissions,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the back office's permissions count, whatever a row holds. */
const known = (row: { permissions: string[] } & Omit<StaffMember, 'permissions'>) => ({
  ...row,
  permissions: row.permissions.filter(isStaffPermission),
});

/** Staff accounts (ADR 0039): created by `pnpm --filter @shop/api staff:create`, never by the API. */
export function staffRepository(db: Database) {
  return {
    /** The new member's uuid, or null when the address already has a staff account. */
    async create(member: NewStaffMember): Promise<string | null> {
      const [row] = await db
        .insert(staffMembers)
        .values({
          email: member.email.trim().toLowerCase(),
          passwordHash: await hashSecret(member.password),
          fullname: member.fullname,
          permissions: member.permissions,
        })
        .onConflictDoNothing()
        .returning({ uuid: staffMembers.uuid });
      return row?.uuid ?? null;
    },

    async findByUuid(uuid: string): Promise<StaffMember | null> {
      if (!UUID.test(uuid)) return null;
      const [row] = await db
        .select(columns)
        .from(staffMembers)
        .where(and(eq(staffMembers.uuid, uuid), isNull(staffMembers.deactivatedAt)));
      return row ? known(row) : null;
    },

    /** The members' names by uuid, for the order history (gone members included). */
    async names(uuids: string[]): Promise<Map<string, string>> {
      const valid = uuids.filter((uuid) => UUID.test(uuid));
      if (valid.length === 0) return new Map();
      const rows = await db
        .select({ uuid: staffMembers.uuid, fullname: staffMembers.fullname })
        .from(staffMembers)
        .where(inArray(staffMembers.uuid, valid));
      return new Map(rows.map((row) => [row.uuid, row.fullname]));
    },

    /** As customers' sign-in: an unknown address costs the same argon2 work as a known one. */
    async verifyCredentials(email: string, password: string): Promise<StaffMember | null> {
      const [row] = await db
        .select({ ...columns, passwordHash: staffMembers.passwordHash })
        .from(staffMembers)
        .where(
          and(
            eq(staffMembers.email, email.trim().toLowerCase()),
            isNull(staffMembers.deactivatedAt),
          ),
        );
      const matches = await verifySecret(password, row?.passwordHash ?? (await decoySecretHash()));
      if (!row || !matches) return null;
      return known({
        uuid: row.uuid,
        email: row.email,
        fullname: row.fullname,
        permissions: row.permissions,
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('staff', staffRepository(app.db));
  },
  { name: 'staff-repository', dependencies: ['db'] },
);
