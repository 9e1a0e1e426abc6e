import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import type OAuth2Server from '@node-oauth/oauth2-server';
import type { Database } from '../../../db/database';
import { oauthAuthorizationCodes, oauthClients, oauthRefreshTokens } from '../../../db/schema';
import {
  ANONYMOUS_SUBJECT_PREFIX,
  AUTHORIZATION_CODE_LIFETIME_SECONDS,
  isCustomerSubject,
  randomToken,
  sha256,
  type StaffSessionLimits,
} from '../../../domain/tokens';
import { SUPPORTED_SCOPES } from '../../../domain/oauth-metadata';
import {
  BACK_OFFICE_CLIENT_ID,
  CLIENT_SUBJECT_PREFIX,
  STAFF_SUBJECT_PREFIX,
} from '../../../domain/staff-permissions';
import type { CustomerRepository } from './customer-repository';
import type { StaffRepository } from './staff-repository';
import type { AccessTokens } from '../core/auth';
import { fromSettings } from '../../../app-settings';

/**
 * Who a token is for: a customer, an anonymous shopper (client credentials), a staff member
 * (`staff:<uuid>`, client shop-backoffice) or a confidential client acting for itself
 * (`client:<id>`, ADR 0039).
 */
export interface TokenUser {
  id: string;
  anonymous?: boolean;
  /** Anonymous shoppers: the cart named by the request's x-cart-secret. */
  cart?: string;
  /** Set when the token replaces a refresh token: the new one joins its family. */
  familyId?: string;
  previousTokenId?: string;
  /** The family's end, which a rotated token keeps (staff: ADR 0048). */
  sessionExpiresAt?: Date;
}

/**
 * Whose sign-in a refresh token keeps: a customer's or a staff member's (ADR 0048). Anonymous
 * shoppers and clients acting for themselves (`client:`) get none: they ask again.
 */
function refreshTokenOwner(subject: string) {
  if (subject.startsWith(STAFF_SUBJECT_PREFIX))
    return { customerUuid: null, staffUuid: subject.slice(STAFF_SUBJECT_PREFIX.length) };
  return isCustomerSubject(subject) ? { customerUuid: subject, staffUuid: null } : null;
}

export interface IssueAuthorizationCodeInput {
  clientId: string;
  customerUuid: string;
  redirectUri: string;
  codeChallenge: string;
  codeChallengeMethod: string;
  scope?: string;
}

export class AuthorizationRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AuthorizationRequestError';
  }
}

/**
 * What the token request knows beyond the library's model calls: the cart the visitor proved
 * with x-cart-secret. The token route runs the grant inside `tokenRequestContext.run(...)`.
 */
export const tokenRequestContext = new AsyncLocalStorage<{ cartUuid: string | null }>();

/** RFC 7636: BASE64URL(SHA256(verifier)) is 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export type OAuthRepository = ReturnType<typeof oauthRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    oauth: OAuthRepository;
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const scopeList = (scope: string | null | undefined) =>
  scope ? scope.split(' ').filter(Boolean) : undefined;

export function oauthRepository(
  db: Database,
  customers: CustomerRepository,
  accessTokens: AccessTokens,
  staff: StaffRepository,
  staffSessions: StaffSessionLimits,
) {
  async function findClient(clientId: string) {
    const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
    return client ?? null;
  }

  /** Ends one sign-in, every token rotated from it included (a reused refresh token's family). */
  async function revokeFamily(familyId: string) {
    await db
      .update(oauthRefreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(oauthRefreshTokens.familyId, familyId), isNull(oauthRefreshTokens.revokedAt)));
  }

  /**
   * Throws unless the client may use the code grant with this redirect URI (registered exactly)
   * and an S256 PKCE challenge. The /authorize page checks this before showing its form.
   */
  async function checkAuthorizationRequest(
    input: Omit<IssueAuthorizationCodeInput, 'customerUuid' | 'scope'>,
  ) {
    const client = await findClient(input.clientId);
    if (!client || !client.grants.includes('authorization_code'))
      throw new AuthorizationRequestError('unauthorized_client');
    if (!client.redirectUris.includes(input.redirectUri))
      throw new AuthorizationRequestError('invalid redirect_uri');
    if (input.codeChallengeMethod !== 'S256')
      throw new AuthorizationRequestError('code_challenge_method must be S256');
    if (!S256_CHALLENGE.test(input.codeChallenge))
      throw new AuthorizationRequestError('invalid code_challenge');
    return client;
  }

  /** The storage behind @node-oauth/oauth2-server's grants. */
  const model: OAuth2Server.AuthorizationCodeModel &
    OAuth2Server.PasswordModel &
    OAuth2Server.RefreshTokenModel &
    OAuth2Server.ClientCredentialsModel = {
    async getClient(clientId, clientSecret) {
      const client = await findClient(clientId);
      if (!client) return false;
      // A confidential client must prove itself; the public web shop has no secret to keep.
      if (client.secretHash && !(clientSecret && sameHash(sha256(clientSecret), client.secretHash)))
        return false;
      return {
        id: client.id,
        grants: client.grants,
        redirectUris: client.redirectUris,
        scopes: client.scopes,
        confidential: client.secretHash !== null,
        // Staff: access tokens as configured, refresh tokens that end after the idle limit
        // (each refresh gives a new one, never beyond the session's end: saveToken).
        ...(client.id === BACK_OFFICE_CLIENT_ID
          ? {
              accessTokenLifetime: staffSessions.accessTokenSeconds,
              refreshTokenLifetime: staffSessions.idleSeconds,
            }
          : {}),
      };
    },

    // The back office's client signs in staff, every other client customers: an address
    // that is both a customer's and a staff member's opens only the account its client is for.
    async getUser(username, password, client) {
      if (client.id === BACK_OFFICE_CLIENT_ID) {
        const member = await staff.verifyCredentials(username, password);
        return member
          ? ({ id: `${STAFF_SUBJECT_PREFIX}${member.uuid}` } satisfies TokenUser)
          : false;
      }
      const customer = await customers.verifyCredentials(username, password);
      return customer ? ({ id: customer.uuid } satisfies TokenUser) : false;
    },

    // Customers' and staff's rights come from their permissions (ADR 0006, 0039); a scope is
    // what a client acting for itself may do, and only the scopes registered for it.
    async validateScope(_user, client, scope) {
      const asked = scope ?? [];
      const allowed = (client as { scopes?: string[] }).scopes ?? [];
      return asked.every((one) => SUPPORTED_SCOPES.includes(one) && allowed.includes(one))
        ? asked
        : false;
    },

    async getUserFromClient(client) {
      // A confidential client (the fulfilment system) acts for itself, never as a shopper.
      if ((client as { confidential?: boolean }).confidential)
        return { id: `${CLIENT_SUBJECT_PREFIX}${client.id}` } satisfies TokenUser;
      const cartUuid = tokenRequestContext.getStore()?.cartUuid;
      return {
        id: `${ANONYMOUS_SUBJECT_PREFIX}${randomToken()}`,
        anonymous: true,
        ...(cartUuid ? { cart: cartUuid } : {}),
      } satisfies TokenUser;
    },

    async generateAccessToken(client, user, scope) {
      const tokenUser = user as TokenUser;
      return accessTokens.sign(
        {
          sub: tokenUser.id,
          client_id: client.id,
          scope: (scope ?? []).join(' '),
          ...(tokenUser.cart ? { cart: tokenUser.cart } : {}),
        },
        (client as { accessTokenLifetime?: number }).accessTokenLifetime,
      );
    },

    async generateRefreshToken() {
      return randomToken();
    },

    async saveToken(token, client, user) {
      const tokenUser = user as TokenUser;
      const owner = tokenUser.anonymous ? null : refreshTokenOwner(tokenUser.id);
      if (!token.refreshToken || !owner)
        return {
          ...token,
          refreshToken: undefined,
          refreshTokenExpiresAt: undefined,
          client,
          user,
        };
      // A staff sign-in lasts a working day however often it is refreshed (ADR 0048): the
      // first token sets the end, every rotated one keeps it and never outlives it.
      const sessionExpiresAt =
        tokenUser.sessionExpiresAt ??
        (owner.staffUuid ? new Date(Date.now() + staffSessions.maxSeconds * 1000) : null);
      const idleEnd = token.refreshTokenExpiresAt!;
      const expiresAt = sessionExpiresAt && sessionExpiresAt < idleEnd ? sessionExpiresAt : idleEnd;
      const [row] = await db
        .insert(oauthRefreshTokens)
        .values({
          tokenHash: sha256(token.refreshToken),
          familyId: tokenUser.familyId ?? randomUUID(),
          customerUuid: owner.customerUuid,
          staffUuid: owner.staffUuid,
          clientId: client.id,
          scope: token.scope?.join(' ') || null,
          expiresAt,
          sessionExpiresAt,
        })
        .returning({ id: oauthRefreshTokens.id });
      if (tokenUser.previousTokenId)
        await db
          .update(oauthRefreshTokens)
          .set({ replacedBy: row!.id })
          .where(eq(oauthRefreshTokens.id, tokenUser.previousTokenId));
      return { ...token, refreshTokenExpiresAt: expiresAt, client, user };
    },

    async getAccessToken(accessToken) {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return false;
      return {
        accessToken,
        client: { id: claims.client_id, grants: [] },
        user: { id: claims.sub },
        scope: scopeList(claims.scope),
      };
    },

    async getRefreshToken(refreshToken) {
      const [row] = await db
        .select()
        .from(oauthRefreshTokens)
        .where(eq(oauthRefreshTokens.tokenHash, sha256(refreshToken)));
      if (!row) return false;
      if (row.revokedAt) {
        // A rotated-away token came back: whoever holds it may have stolen it. End the sign-in.
        await revokeFamily(row.familyId);
        return false;
      }
      const now = new Date();
      if (row.expiresAt < now || (row.sessionExpiresAt && row.sessionExpiresAt < now)) return false;
      // A staff member who was deactivated: their sign-in ends here, not at the day's end.
      if (row.staffUuid && !(await staff.findByUuid(row.staffUuid))) {
        await revokeFamily(row.familyId);
        return false;
      }
      return {
        refreshToken,
        refreshTokenExpiresAt: row.expiresAt,
        scope: scopeList(row.scope),
        client: { id: row.clientId, grants: [] },
        user: {
          // The principal comes from the row, never from the client asking (ADR 0048).
          id: row.staffUuid ? `${STAFF_SUBJECT_PREFIX}${row.staffUuid}` : row.customerUuid!,
          familyId: row.familyId,
          previousTokenId: row.id,
          sessionExpiresAt: row.sessionExpiresAt ?? undefined,
        } satisfies TokenUser,
        id: row.id,
      };
    },

    async revokeToken(token) {
      // Only one request can revoke a token; a concurrent second use counts as reuse.
      const revoked = await db
        .update(oauthRefreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(oauthRefreshTokens.id, String(token.id)), isNull(oauthRefreshTokens.revokedAt)),
        )
        .returning({ id: oauthRefreshTokens.id });
      if (revoked.length === 0) await revokeFamily((token.user as TokenUser).familyId ?? '');
      return revoked.length > 0;
    },

    async getAuthorizationCode(authorizationCode) {
      const [row] = await db
        .select()
        .from(oauthAuthorizationCodes)
        .where(eq(oauthAuthorizationCodes.codeHash, sha256(authorizationCode)));
      if (!row) return false;
      if (row.usedAt) {
        // A code that comes back was intercepted or replayed: end the sign-in it started
        // (RFC 6749 §4.1.2). Its tokens form the family named after the code.
        await revokeFamily(row.id);
        return false;
      }
      return {
        authorizationCode,
        expiresAt: row.expiresAt,
        redirectUri: row.redirectUri,
        scope: scopeList(row.scope),
        client: { id: row.clientId, grants: [] },
        user: { id: row.customerUuid, familyId: row.id } satisfies TokenUser,
        codeChallenge: row.codeChallenge,
        codeChallengeMethod: row.codeChallengeMethod,
        id: row.id,
      };
    },

    async revokeAuthorizationCode(code) {
      const used = await db
        .update(oauthAuthorizationCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(oauthAuthorizationCodes.id, String(code.id)),
            isNull(oauthAuthorizationCodes.usedAt),
          ),
        )
        .returning({ id: oauthAuthorizationCodes.id });
      return used.length > 0;
    },

    // Codes are issued by issueAuthorizationCode (the /authorize page), never by the library.
    async saveAuthorizationCode() {
      return false;
    },
  };

  return {
    model,

    /**
     * A one-time code for a signed-in customer, valid 60 seconds, for the /authorize page to
     * hand back to the redirect URI. Only registered redirect URIs and S256 PKCE are accepted.
     */
    checkAuthorizationRequest,

    /**
     * RFC 7009: ends the sign-in a refresh token belongs to. Its whole family is revoked, so
     * neither this token nor one rotated from it (or into it) can be exchanged any more.
     */
    async revokeRefreshToken(
      refreshToken: string,
      clientId: string,
    ): Promise<'revoked' | 'unknown' | 'other-client'> {
      const [row] = await db
        .select({ familyId: oauthRefreshTokens.familyId, clientId: oauthRefreshTokens.clientId })
        .from(oauthRefreshTokens)
        .where(eq(oauthRefreshTokens.tokenHash, sha256(refreshToken)));
      if (!row) return 'unknown';
      if (row.clientId !== clientId) return 'other-client';
      await revokeFamily(row.familyId);
      return 'revoked';
    },

    async issueAuthorizationCode(
      input: IssueAuthorizationCodeInput,
    ): Promise<{ code: string; expiresAt: Date }> {
      const client = await checkAuthorizationRequest(input);
      const code = randomToken();
      const expiresAt = new Date(Date.now() + AUTHORIZATION_CODE_LIFETIME_SECONDS * 1000);
      await db.insert(oauthAuthorizationCodes).values({
        codeHash: sha256(code),
        clientId: client.id,
        redirectUri: input.redirectUri,
        codeChallenge: input.codeChallenge,
        codeChallengeMethod: input.codeChallengeMethod,
        customerUuid: input.customerUuid,
        scope: input.scope ?? null,
        expiresAt,
      });
      return { code, expiresAt };
    },
  };
}

/** Its options from the app's settings when the plugins load by folder (ADR 0045). */
export const autoConfig = fromSettings(({ staffSessions }) => ({ staffSessions }));

export default fp<{ staffSessions: StaffSessionLimits }>(
  async (app, options) => {
    app.decorate(
      'oauth',
      oauthRepository(app.db, app.customers, app.accessTokens, app.staff, options.staffSessions),
    );
  },
  {
    name: 'oauth-repository',
    dependencies: ['db', 'customer-repository', 'staff-repository', 'auth'],
  },
);
