import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/database';
import { companies, companyRoles, customers } from '../../../db/schema';
import {
  companyPermissions,
  companyRoleCodes,
  permissionsOf,
  type CompanyRoleCode,
} from '../../../domain/company-roles';
import { hashSecret } from '../../../domain/secrets';
import { iri } from '../../../http/iri';

/** Why a change to users, roles or rights was refused: a 'common' text key and the status. */
export class CompanyChangeRefused extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
  ) {
    super(key);
    this.name = 'CompanyChangeRefused';
  }
}

export type CompanyUsersRepository = ReturnType<typeof companyUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    companyUsers: CompanyUsersRepository;
  }
}

const userColumns = {
  uuid: customers.uuid,
  email: customers.email,
  fullname: customers.fullname,
  companyRoles: customers.companyRoles,
  deactivatedAt: customers.deactivatedAt,
  createdAt: customers.createdAt,
};
type UserRow = { [K in keyof typeof userColumns]: (typeof customers.$inferSelect)[K] };

export function companyUserView(row: UserRow) {
  return {
    '@id': iri(`/relation/customers/${row.uuid}`),
    '@type': 'Customer',
    uuid: row.uuid,
    email: row.email,
    fullname: row.fullname,
    companyRoles: row.companyRoles,
    active: row.deactivatedAt === null,
  };
}

async function rolePermissions(tx: Transaction | Database, companyUuid: string) {
  const rows = await tx
    .select()
    .from(companyRoles)
    .where(eq(companyRoles.companyUuid, companyUuid));
  return Object.fromEntries(rows.map((row) => [row.code, row.permissions]));
}

/** Recomputes the stored permissions of every user of the company from their roles (ADR 0017). */
async function refreshPermissions(tx: Transaction, companyUuid: string) {
  const table = await rolePermissions(tx, companyUuid);
  const users = await tx
    .select({ uuid: customers.uuid, roles: customers.companyRoles })
    .from(customers)
    .where(eq(customers.companyUuid, companyUuid));
  for (const user of users)
    await tx
      .update(customers)
      .set({ permissions: permissionsOf(user.roles, table) })
      .where(eq(customers.uuid, user.uuid));
}

/** A company keeps at least one active user who may manage users (no lock-out). */
async function requireUserManager(tx: Transaction, companyUuid: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(
      and(
        eq(customers.companyUuid, companyUuid),
        isNull(customers.deactivatedAt),
        sql`${customers.permissions} ? 'users.manage'`,
      ),
    );
  if (!row || Number(row.n) === 0) throw new CompanyChangeRefused(409, 'errors.lastAdministrator');
}

/**
 * A company's users, roles and rights; every method takes the caller's company, so one company
 * never reaches another's users (ADR 0017).
 */
export function companyUsersRepository(db: Database) {
  /** One user of this company, locked for the change; a stranger is a 404. */
  async function lockUser(tx: Transaction, companyUuid: string, uuid: string) {
    const [user] = await tx
      .select(userColumns)
      .from(customers)
      .where(and(eq(customers.uuid, uuid), eq(customers.companyUuid, companyUuid)))
      .for('update');
    if (!user) throw new CompanyChangeRefused(404, 'errors.notFoundResource');
    return user;
  }
  /** Serializes changes to one company's users and rights (the last-administrator check). */
  const lockCompany = (tx: Transaction, companyUuid: string) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtext(${companyUuid}))`);

  return {
    async list(companyUuid: string) {
      const rows = await db
        .select(userColumns)
        .from(customers)
        .where(eq(customers.companyUuid, companyUuid))
        .orderBy(asc(customers.fullname), asc(customers.email));
      return rows.map(companyUserView);
    },

    /** One user of the company, or null for anyone else (another company's user included). */
    async find(companyUuid: string, uuid: string) {
      const [row] = await db
        .select(userColumns)
        .from(customers)
        .where(and(eq(customers.uuid, uuid), eq(customers.companyUuid, companyUuid)));
      return row ? companyUserView(row) : null;
    },

    /**
     * A new user of the company with these roles; they set their own password through the
     * invitation link. Null when the e-mail address already has an account.
     */
    async invite(
      companyUuid: string,
      input: { email: string; fullname: string; companyRoles: CompanyRoleCode[] },
    ) {
      return db.transaction(async (tx) => {
        const table = await rolePermissions(tx, companyUuid);
        // Nobody knows this password: the account opens with the invitation's link only.
        const unusable = await hashSecret(randomBytes(32).toString('base64url'));
        const [row] = await tx
          .insert(customers)
          .values({
            email: input.email,
            passwordHash: unusable,
            fullname: input.fullname,
            customerType: 'business',
            companyUuid,
            companyRoles: input.companyRoles,
            permissions: permissionsOf(input.companyRoles, table),
          })
          .onConflictDoNothing()
          .returning(userColumns);
        return row ? companyUserView(row) : null;
      });
    },

    async setRoles(companyUuid: string, uuid: string, roles: CompanyRoleCode[]) {
      return db.transaction(async (tx) => {
        await lockCompany(tx, companyUuid);
        await lockUser(tx, companyUuid, uuid);
        const table = await rolePermissions(tx, companyUuid);
        await tx
          .update(customers)
          .set({ companyRoles: roles, permissions: permissionsOf(roles, table) })
          .where(eq(customers.uuid, uuid));
        await requireUserManager(tx, companyUuid);
        const [row] = await tx.select(userColumns).from(customers).where(eq(customers.uuid, uuid));
        return companyUserView(row!);
      });
    },

    async rename(companyUuid: string, uuid: string, fullname: string) {
      return db.transaction(async (tx) => {
        await lockUser(tx, companyUuid, uuid);
        const [row] = await tx
          .update(customers)
          .set({ fullname })
          .where(eq(customers.uuid, uuid))
          .returning(userColumns);
        return companyUserView(row!);
      });
    },

    /** Deactivated users cannot sign in (their tokens stop at once); their orders stay. */
    async setActive(companyUuid: string, uuid: string, active: boolean) {
      return db.transaction(async (tx) => {
        await lockCompany(tx, companyUuid);
        await lockUser(tx, companyUuid, uuid);
        await tx
          .update(customers)
          .set({ deactivatedAt: active ? null : new Date() })
          .where(eq(customers.uuid, uuid));
        await requireUserManager(tx, companyUuid);
        const [row] = await tx.select(userColumns).from(customers).where(eq(customers.uuid, uuid));
        return companyUserView(row!);
      });
    },

    /** Which of the company's orders wait for an approver (ADR 0017). */
    async approvalRules(companyUuid: string) {
      const [row] = await db
        .select({
          thresholdCents: companies.approvalThresholdCents,
          roles: companies.approvalRoles,
        })
        .from(companies)
        .where(eq(companies.uuid, companyUuid));
      return row ?? null;
    },

    async setApprovalRules(
      companyUuid: string,
      rules: { thresholdCents: number | null; roles: string[] },
    ) {
      const [row] = await db
        .update(companies)
        .set({
          approvalThresholdCents: rules.thresholdCents,
          approvalRoles: rules.roles,
          updatedAt: new Date(),
        })
        .where(eq(companies.uuid, companyUuid))
        .returning({
          thresholdCents: companies.approvalThresholdCents,
          roles: companies.approvalRoles,
        });
      return row!;
    },

    /** The company's roles with the permissions each holds, and every permission there is. */
    async roles(companyUuid: string) {
      const table = await rolePermissions(db, companyUuid);
      return {
        permissions: [...companyPermissions],
        roles: companyRoleCodes.map((code) => ({ code, permissions: table[code] ?? [] })),
      };
    },

    /** 'Customise business rights': which permissions a role holds in this company. */
    async setRolePermissions(companyUuid: string, code: CompanyRoleCode, permissions: string[]) {
      return db.transaction(async (tx) => {
        await lockCompany(tx, companyUuid);
        const known = companyPermissions.filter((permission) => permissions.includes(permission));
        await tx
          .insert(companyRoles)
          .values({ companyUuid, code, permissions: known })
          .onConflictDoUpdate({
            target: [companyRoles.companyUuid, companyRoles.code],
            set: { permissions: known },
          });
        await refreshPermissions(tx, companyUuid);
        await requireUserManager(tx, companyUuid);
        const table = await rolePermissions(tx, companyUuid);
        return {
          permissions: [...companyPermissions],
          roles: companyRoleCodes.map((role) => ({ code: role, permissions: table[role] ?? [] })),
        };
      });
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('companyUsers', companyUsersRepository(app.db));
  },
  { name: 'company-users-repository', dependencies: ['db'] },
);
