import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import type { CustomerType } from '@shop/contracts/schemas';
import type { Database } from '../../../db/database';
import { companies, companyRoles, customers, oauthRefreshTokens } from '../../../db/schema';
import {
  companyRoleCodes,
  defaultRolePermissions,
  permissionsOf,
} from '../../../domain/company-roles';
import { decoySecretHash, hashSecret, verifySecret } from '../../../domain/secrets';

export interface Customer {
  uuid: string;
  email: string;
  fullname: string;
  customerType: CustomerType;
  companyUuid: string | null;
  permissions: string[];
}

export interface NewCustomer {
  email: string;
  password: string;
  fullname: string;
  customerType: CustomerType;
  companyUuid?: string | null;
  /** A business customer registering names its company: it is created with the customer. */
  companyName?: string;
  permissions?: string[];
}

export type CustomerRepository = ReturnType<typeof customerRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    customers: CustomerRepository;
  }
}

const publicColumns = {
  uuid: customers.uuid,
  email: customers.email,
  fullname: customers.fullname,
  customerType: customers.customerType,
  companyUuid: customers.companyUuid,
  permissions: customers.permissions,
};

function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
}

export function customerRepository(db: Database) {
  return {
    /** The new customer's uuid, or null when the e-mail address already has an account. */
    async create(customer: NewCustomer): Promise<string | null> {
      const passwordHash = await hashSecret(customer.password);
      try {
        return await db.transaction(async (tx) => {
          let companyUuid = customer.companyUuid ?? null;
          let roles: string[] = [];
          let permissions = customer.permissions ?? [];
          if (!companyUuid && customer.customerType === 'business' && customer.companyName) {
            const [company] = await tx
              .insert(companies)
              .values({ name: customer.companyName })
              .returning({ uuid: companies.uuid });
            companyUuid = company!.uuid;
            // A new company gets the default roles, and whoever registered it administers it.
            await tx.insert(companyRoles).values(
              companyRoleCodes.map((code) => ({
                companyUuid: company!.uuid,
                code,
                permissions: [...defaultRolePermissions[code]],
              })),
            );
            roles = ['administrator'];
            permissions = permissionsOf(roles, defaultRolePermissions);
          }
          const [row] = await tx
            .insert(customers)
            .values({
              email: customer.email.toLowerCase(),
              passwordHash,
              fullname: customer.fullname,
              customerType: customer.customerType,
              companyUuid,
              companyRoles: roles,
              permissions,
            })
            .returning({ uuid: customers.uuid });
          return row!.uuid;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findByUuid(uuid: string): Promise<Customer | null> {
      // A deactivated user is nobody: their tokens stop working at once.
      const [row] = await db
        .select(publicColumns)
        .from(customers)
        .where(and(eq(customers.uuid, uuid), isNull(customers.deactivatedAt)));
      return row ?? null;
    },

    /**
     * The customer when the password is theirs. An unknown address is checked against a dummy
     * hash, so both failures cost the same argon2 work and cannot be told apart by timing.
     */
    async verifyCredentials(email: string, password: string): Promise<Customer | null> {
      const [row] = await db
        .select({ ...publicColumns, passwordHash: customers.passwordHash })
        .from(customers)
        .where(
          and(eq(customers.email, email.trim().toLowerCase()), isNull(customers.deactivatedAt)),
        );
      const matches = await verifySecret(password, row?.passwordHash ?? (await decoySecretHash()));
      if (!row || !matches) return null;
      return {
        uuid: row.uuid,
        email: row.email,
        fullname: row.fullname,
        customerType: row.customerType,
        companyUuid: row.companyUuid,
        permissions: row.permissions,
      };
    },

    /**
     * Sets a new password when the old one is right, and signs the customer out everywhere
     * else: every refresh token they hold is revoked in the same transaction.
     */
    async changePassword(
      uuid: string,
      oldPassword: string,
      newPassword: string,
    ): Promise<'changed' | 'wrong-password'> {
      const [row] = await db
        .select({ passwordHash: customers.passwordHash })
        .from(customers)
        .where(eq(customers.uuid, uuid));
      const matches = await verifySecret(
        oldPassword,
        row?.passwordHash ?? (await decoySecretHash()),
      );
      if (!row || !matches) return 'wrong-password';
      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        await tx.update(customers).set({ passwordHash }).where(eq(customers.uuid, uuid));
        await tx
          .update(oauthRefreshTokens)
          .set({ revokedAt: new Date() })
          .where(
            and(eq(oauthRefreshTokens.customerUuid, uuid), isNull(oauthRefreshTokens.revokedAt)),
          );
      });
      return 'changed';
    },
  };
}

export default fp(
  async (app) => {
    // Computed now, so that not even the first unknown address takes longer than a known one.
    await decoySecretHash();
    app.decorate('customers', customerRepository(app.db));
  },
  { name: 'customer-repository', dependencies: ['db'] },
);
