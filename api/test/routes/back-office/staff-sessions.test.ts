import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { build, dbTargets } from '../../helpers/build';
import { createCustomer, jwtClaims, requestToken, signIn } from '../../helpers/oauth';
import { STAFF_EMAIL } from '../../helpers/back-office';
import { oauthRefreshTokens, staffMembers } from '../../../src/db/schema';
import { sha256 } from '../../../src/domain/tokens';

const BACK_OFFICE = 'shop-backoffice';
const INVALID_REFRESH = {
  error: 'invalid_grant',
  error_description: 'The refresh token is invalid.',
};
const HOUR_MS = 60 * 60 * 1000;

/** ADR 0048: staff keep a working day's session with refresh tokens, as shoppers do theirs. */
for (const target of dbTargets()) {
  describe(`staff sessions on ${target.name}`, () => {
    // Shorter staff access tokens, as STAFF_TOKEN_TTL_SECONDS gives them (e2e: seconds).
    const app = build(target, { staffSessions: { accessTokenSeconds: 300 } });

    const staffSignIn = async (email = STAFF_EMAIL) => {
      const response = await requestToken(app(), {
        client_id: BACK_OFFICE,
        grant_type: 'password',
        username: email,
        password: 'Bloem3n!',
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as { access_token: string; refresh_token: string; expires_in: number };
    };
    const refresh = (refreshToken: string, clientId = BACK_OFFICE) =>
      requestToken(app(), {
        client_id: clientId,
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
      });
    const revoke = (token: string, clientId = BACK_OFFICE) =>
      app().inject({
        method: 'POST',
        url: '/token/revoke',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token, client_id: clientId }).toString(),
      });
    const listOrders = (accessToken: string) =>
      app().inject({
        method: 'GET',
        url: '/back-office/orders',
        headers: { authorization: `Bearer ${accessToken}` },
      });
    const stored = async (refreshToken: string) =>
      (
        await app()
          .db.select()
          .from(oauthRefreshTokens)
          .where(eq(oauthRefreshTokens.tokenHash, sha256(refreshToken)))
      )[0]!;
    const newStaffMember = async () => {
      const email = `medewerker-${Math.random().toString(16).slice(2, 10)}@bloemenzo.nl`;
      const uuid = await app().staff.create({
        email,
        password: 'Bloem3n!',
        fullname: 'Tijdelijke Medewerker',
        permissions: ['orders.read'],
      });
      return { email, uuid: uuid! };
    };

    it('rotates a staff refresh token: the new one gives a staff token, the old one no longer works', async () => {
      const first = await staffSignIn();
      assert.equal(first.expires_in, 300);
      const rotated = await refresh(first.refresh_token);
      assert.equal(rotated.statusCode, 200, rotated.body);
      const body = rotated.json();
      assert.notEqual(body.refresh_token, first.refresh_token);
      assert.equal(body.expires_in, 300);
      const claims = jwtClaims(body.access_token);
      assert.match(String(claims.sub), /^staff:[0-9a-f-]{36}$/);
      assert.equal(claims.client_id, BACK_OFFICE);
      assert.equal(Number(claims.exp) - Number(claims.iat), 300);
      assert.equal((await listOrders(body.access_token)).statusCode, 200);
      // Shoppers' access tokens keep their 15 minutes.
      const { email, password } = await createCustomer(app());
      const shopper = await requestToken(app(), {
        grant_type: 'password',
        username: email,
        password,
      });
      assert.equal(shopper.json().expires_in, 900);
    });

    it('ends the whole staff sign-in when a rotated-away refresh token comes back', async () => {
      const first = await staffSignIn();
      const second = (await refresh(first.refresh_token)).json();
      const reuse = await refresh(first.refresh_token);
      assert.equal(reuse.statusCode, 400);
      assert.deepEqual(reuse.json(), INVALID_REFRESH);
      const newest = await refresh(second.refresh_token);
      assert.equal(newest.statusCode, 400, 'the newest token of the family is revoked too');
      assert.deepEqual(newest.json(), INVALID_REFRESH);
    });

    it('ends on sign-out: the revoked refresh token, and any rotated from it, are refused', async () => {
      const first = await staffSignIn();
      const second = (await refresh(first.refresh_token)).json();
      const revoked = await revoke(second.refresh_token);
      assert.equal(revoked.statusCode, 200, revoked.body);
      assert.deepEqual(await (await refresh(second.refresh_token)).json(), INVALID_REFRESH);
      assert.equal((await refresh(first.refresh_token)).statusCode, 400);
      // Another sign-in of the same member (another till) goes on.
      const other = await staffSignIn();
      assert.equal((await refresh(other.refresh_token)).statusCode, 200);
    });

    it('lasts a working day at most: 12 hours from sign-in however often refreshed, 2 idle hours per token', async () => {
      const before = Date.now();
      const first = await staffSignIn();
      const row = await stored(first.refresh_token);
      assert.equal(row.customerUuid, null);
      assert.match(String(row.staffUuid), /^[0-9a-f-]{36}$/);
      const end = row.sessionExpiresAt!.getTime();
      assert.ok(end >= before + 12 * HOUR_MS && end <= Date.now() + 12 * HOUR_MS);
      const idle = row.expiresAt.getTime();
      assert.ok(idle >= before + 2 * HOUR_MS && idle <= Date.now() + 2 * HOUR_MS);

      // A refresh gives a new idle limit but keeps the day's end.
      const second = (await refresh(first.refresh_token)).json();
      const rotated = await stored(second.refresh_token);
      assert.equal(rotated.sessionExpiresAt!.getTime(), end);
      assert.ok(rotated.expiresAt.getTime() >= idle);

      // Late in the day the token lives only until the day's end, however idle the limit.
      const soon = new Date(Date.now() + 60_000);
      await app()
        .db.update(oauthRefreshTokens)
        .set({ sessionExpiresAt: soon })
        .where(eq(oauthRefreshTokens.familyId, rotated.familyId));
      const third = (await refresh(second.refresh_token)).json();
      assert.equal((await stored(third.refresh_token)).expiresAt.getTime(), soon.getTime());

      // The day is over: refused, and the staff member signs in again.
      await app()
        .db.update(oauthRefreshTokens)
        .set({ sessionExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(oauthRefreshTokens.familyId, rotated.familyId));
      const late = await refresh(third.refresh_token);
      assert.equal(late.statusCode, 400);
      assert.deepEqual(late.json(), INVALID_REFRESH);
    });

    it('never turns a shopper’s refresh token into a staff token, nor a staff one into a shopper’s', async () => {
      const { uuid, email, password } = await createCustomer(app());
      const shopper = await signIn(app(), email, password);
      const asStaff = await refresh(shopper.refresh_token, BACK_OFFICE);
      assert.equal(asStaff.statusCode, 400);
      assert.deepEqual(asStaff.json(), INVALID_REFRESH);
      const staff = await staffSignIn();
      const asShopper = await refresh(staff.refresh_token, 'shop-web');
      assert.equal(asShopper.statusCode, 400);
      assert.deepEqual(asShopper.json(), INVALID_REFRESH);
      // Neither client can end the other's sign-in either.
      assert.equal(
        (await revoke(staff.refresh_token, 'shop-web')).json().error,
        'unauthorized_client',
      );
      assert.equal((await revoke(shopper.refresh_token)).json().error, 'unauthorized_client');
      // Each still refreshes through its own client, as its own principal.
      const customerAgain = (await refresh(shopper.refresh_token, 'shop-web')).json();
      assert.equal(jwtClaims(customerAgain.access_token).sub, uuid);
      const staffAgain = (await refresh(staff.refresh_token)).json();
      assert.match(String(jwtClaims(staffAgain.access_token).sub), /^staff:/);
    });

    it('refuses the refresh of a staff member who was deactivated, for good', async () => {
      const member = await newStaffMember();
      const session = await staffSignIn(member.email);
      const second = await refresh(session.refresh_token);
      assert.equal(second.statusCode, 200);
      await app()
        .db.update(staffMembers)
        .set({ deactivatedAt: new Date() })
        .where(eq(staffMembers.uuid, member.uuid));
      const refused = await refresh(second.json().refresh_token);
      assert.equal(refused.statusCode, 400);
      assert.deepEqual(refused.json(), INVALID_REFRESH);
      // Back at work later: the old sign-in stays ended; a new one is needed.
      await app()
        .db.update(staffMembers)
        .set({ deactivatedAt: null })
        .where(eq(staffMembers.uuid, member.uuid));
      assert.equal((await refresh(second.json().refresh_token)).statusCode, 400);
      assert.equal(
        (await refresh((await staffSignIn(member.email)).refresh_token)).statusCode,
        200,
      );
    });
  });
}
