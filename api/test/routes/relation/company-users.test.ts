import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { passwordResets } from '../../../src/db/schema';
import { build, dbTargets } from '../../helpers/build';
import { cartClient } from '../../helpers/cart';
import { nextAddress, signIn } from '../../helpers/oauth';
import type { MailMessage } from '../../../src/plugins/app/core/mailer';
import {
  INVITATION_LIFETIME_MS,
  passwordResetRepository,
} from '../../../src/plugins/app/accounts/password-reset-repository';

const COMPANY = '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11';

for (const target of dbTargets()) {
  describe(`company users, roles and approvals on ${target.name}`, () => {
    const mails: MailMessage[] = [];
    const app = build(target, {
      mail: { mailer: { send: async (mail) => void mails.push(mail) } },
    });
    const carts = cartClient(app);
    // One sign-in per user and password: sign-in is rate limited per account.
    const signedIn = new Map<string, string>();
    const as = async (email: string, password = 'Bloem3n!') => {
      const key = `${email} ${password}`;
      if (!signedIn.has(key))
        signedIn.set(key, (await signIn(app(), email, password)).access_token);
      return { authorization: `Bearer ${signedIn.get(key)}`, 'accept-language': 'en-US' };
    };
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: object) =>
      app().inject({
        method,
        url,
        headers: headers as Record<string, string>,
        payload,
        remoteAddress: nextAddress(),
      });

    /** An order of 12 bouquets on account, above the company's approval rule. */
    const placeAs = async (headers: object) => {
      const variation = await carts.variation('zonnig-boeket');
      const cart = await carts.newCart();
      await carts.addLine(cart, { variationId: variation.id, quantity: 12 });
      const dates = (
        await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json();
      const response = await call(
        'POST',
        '/order/orders',
        { ...headers, 'x-cart-secret': cart.secret, 'content-type': 'application/json' },
        {
          cart: cart.uuid,
          email: 'inkoop@bedrijf.nl',
          deliveryDate: dates['hydra:member'][0].date,
          deliveryAddress: {
            firstname: 'A',
            lastname: 'B',
            street: 'Neude',
            housenumber: '1',
            postcode: '3512 AD',
            city: 'Utrecht',
            country: 'NL',
          },
          payment: { method: 'invoice' },
        },
      );
      assert.equal(response.statusCode, 201, response.body);
      return response.json();
    };

    it('an administrator invites a user, who sets a password through the e-mailed link', async () => {
      const admin = await as('beheer@bedrijf.nl');
      const email = `nieuw-${randomBytes(3).toString('hex')}@bedrijf.nl`;
      mails.length = 0;
      const invited = await call('POST', `/relation/companies/${COMPANY}/users`, admin, {
        email,
        fullname: 'Nieuwe Koper',
        companyRoles: ['buyer'],
      });
      assert.equal(invited.statusCode, 201, invited.body);
      assert.deepEqual(invited.json().companyRoles, ['buyer']);
      assert.equal(mails.length, 1);
      assert.equal(mails[0]!.to, email);
      const token = /token=([\w-]+)/.exec(mails[0]!.text)![1]!;
      // Nobody can sign in before the link is used.
      assert.equal(
        (
          await app().inject({
            method: 'POST',
            url: '/token',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: `grant_type=password&client_id=shop-web&username=${encodeURIComponent(email)}&password=Bloem3n!`,
            remoteAddress: nextAddress(),
          })
        ).statusCode,
        400,
      );
      const set = await app().inject({
        method: 'POST',
        url: '/customers/password-reset',
        payload: { token, newPassword: 'Nieuw123!' },
      });
      assert.equal(set.statusCode, 204);
      const me = await call('GET', '/me', await as(email, 'Nieuw123!'));
      assert.deepEqual(me.json().permissions, ['orders.create', 'company.read']);
      // The link works once.
      const again = await app().inject({
        method: 'POST',
        url: '/customers/password-reset',
        payload: { token, newPassword: 'Ander123!' },
      });
      assert.equal(again.statusCode, 400);
      const taken = await call('POST', `/relation/companies/${COMPANY}/users`, admin, {
        email,
        fullname: 'X',
        companyRoles: ['viewer'],
      });
      assert.equal(taken.statusCode, 409);
    });

    it('roles decide permissions at once; the last administrator cannot go', async () => {
      const admin = await as('beheer@bedrijf.nl');
      const users = (await call('GET', `/relation/companies/${COMPANY}/users`, admin)).json()[
        'hydra:member'
      ] as { uuid: string; email: string }[];
      const viewer = users.find((u) => u.email === 'kijker@bedrijf.nl')!;
      const changed = await call('PUT', `/relation/customers/${viewer.uuid}/company-roles`, admin, {
        companyRoles: ['viewer', 'approver'],
      });
      assert.equal(changed.statusCode, 200, changed.body);
      const me = (await call('GET', '/me', await as('kijker@bedrijf.nl'))).json();
      assert.ok(me.permissions.includes('orders.approve'));
      // Customise business rights: viewers may no longer see reports.
      const rights = await call('PUT', `/relation/companies/${COMPANY}/roles/viewer`, admin, {
        permissions: ['orders.read', 'company.read'],
      });
      assert.equal(rights.statusCode, 200, rights.body);
      assert.ok(
        !(await call('GET', '/me', await as('kijker@bedrijf.nl')))
          .json()
          .permissions.includes('reports.read'),
      );
      // Taking users.manage from administrators would lock the company out.
      const lockout = await call(
        'PUT',
        `/relation/companies/${COMPANY}/roles/administrator`,
        admin,
        { permissions: ['orders.read'] },
      );
      assert.equal(lockout.statusCode, 409);
      assert.match(lockout.json()['hydra:description'], /Keep at least one administrator/);
      // Demote both administrators: the second one is refused.
      const administratie = users.find((u) => u.email === 'administratie@bedrijf.nl')!;
      const beheer = users.find((u) => u.email === 'beheer@bedrijf.nl')!;
      assert.equal(
        (
          await call('PUT', `/relation/customers/${administratie.uuid}/company-roles`, admin, {
            companyRoles: ['viewer'],
          })
        ).statusCode,
        200,
      );
      assert.equal(
        (
          await call('PUT', `/relation/customers/${beheer.uuid}/company-roles`, admin, {
            companyRoles: ['viewer'],
          })
        ).statusCode,
        409,
      );
      assert.equal(
        (await call('POST', `/relation/customers/${beheer.uuid}/deactivate`, admin)).statusCode,
        409,
      );
      // Undo for the tests after.
      assert.equal(
        (
          await call('PUT', `/relation/customers/${administratie.uuid}/company-roles`, admin, {
            companyRoles: ['administrator'],
          })
        ).statusCode,
        200,
      );
      assert.equal(
        (
          await call('PUT', `/relation/companies/${COMPANY}/roles/viewer`, admin, {
            permissions: ['orders.read', 'company.read', 'reports.read'],
          })
        ).statusCode,
        200,
      );
    });

    it('a deactivated user can no longer sign in or use their token', async () => {
      const admin = await as('beheer@bedrijf.nl');
      const email = `weg-${randomBytes(3).toString('hex')}@bedrijf.nl`;
      const user = (
        await call('POST', `/relation/companies/${COMPANY}/users`, admin, {
          email,
          fullname: 'Weg',
          companyRoles: ['viewer'],
        })
      ).json();
      const token = /token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
      await app().inject({
        method: 'POST',
        url: '/customers/password-reset',
        payload: { token, newPassword: 'Nieuw123!' },
      });
      const theirs = await as(email, 'Nieuw123!');
      assert.equal(
        (await call('POST', `/relation/customers/${user.uuid}/deactivate`, admin)).json().active,
        false,
      );
      assert.equal((await call('GET', '/me', theirs)).statusCode, 401);
      await assert.rejects(signIn(app(), email, 'Nieuw123!'));
      assert.equal(
        (await call('POST', `/relation/customers/${user.uuid}/activate`, admin)).json().active,
        true,
      );
      assert.equal((await call('GET', '/me', await as(email, 'Nieuw123!'))).statusCode, 200);
    });

    it('nobody reaches another company’s users, and only users.manage reaches its own', async () => {
      const buyer = await as('inkoop@bedrijf.nl');
      assert.equal(
        (await call('GET', `/relation/companies/${COMPANY}/users`, buyer)).statusCode,
        403,
      );
      // The administrator of another company (registering a business makes one).
      const otherEmail = `ander-${randomBytes(3).toString('hex')}@firma.nl`;
      const registered = await app().inject({
        method: 'POST',
        url: '/customers',
        payload: {
          email: otherEmail,
          password: 'Bloem3n!',
          fullname: 'Andere Baas',
          customerType: 'business',
          companyName: 'Andere Firma',
        },
      });
      assert.equal(registered.statusCode, 201, registered.body);
      const stranger = await as(otherEmail);
      assert.ok((await call('GET', '/me', stranger)).json().permissions.includes('users.manage'));
      assert.equal(
        (await call('GET', `/relation/companies/${COMPANY}/users`, stranger)).statusCode,
        404,
      );
      const beheer = (
        (
          await call('GET', `/relation/companies/${COMPANY}/users`, await as('beheer@bedrijf.nl'))
        ).json()['hydra:member'] as { uuid: string; email: string }[]
      ).find((u) => u.email === 'beheer@bedrijf.nl')!;
      assert.equal(
        (
          await call('PUT', `/relation/customers/${beheer.uuid}/company-roles`, stranger, {
            companyRoles: ['viewer'],
          })
        ).statusCode,
        404,
      );
      assert.equal(
        (await call('POST', `/relation/customers/${beheer.uuid}/deactivate`, stranger)).statusCode,
        404,
      );
      assert.equal(
        (
          await call('PUT', `/relation/companies/${COMPANY}/roles/viewer`, stranger, {
            permissions: [],
          })
        ).statusCode,
        404,
      );
      assert.equal((await call('GET', `/relation/companies/${COMPANY}/users`, {})).statusCode, 401);
    });

    it('an order above the company’s rule waits; an approver approves or rejects it, never their own', async () => {
      const buyer = await as('inkoop@bedrijf.nl');
      const approver = await as('goedkeuring@bedrijf.nl');
      const first = await placeAs(buyer);
      const second = await placeAs(buyer);
      assert.equal(first.status, 'approvement-pending');
      const waiting = (await call('GET', '/order/approvals', approver)).json()['hydra:member'] as {
        uuid: string;
      }[];
      assert.ok(waiting.some((o) => o.uuid === first.uuid));
      assert.equal((await call('GET', '/order/approvals', buyer)).statusCode, 403);
      mails.length = 0;
      const approved = await call('POST', `/order/orders/${first.uuid}/approve`, approver);
      assert.equal(approved.statusCode, 200, approved.body);
      assert.equal(approved.json().status, 'new');
      assert.equal(mails[0]!.to, 'inkoop@bedrijf.nl');
      assert.match(mails[0]!.subject, /is approved/);
      assert.equal(
        (await call('POST', `/order/orders/${first.uuid}/approve`, approver)).statusCode,
        409,
      );
      const rejected = await call('POST', `/order/orders/${second.uuid}/reject`, approver, {
        reason: 'Te duur <b>',
      });
      assert.equal(rejected.json().status, 'canceled');
      assert.match(mails[1]!.text, /Reason: Te duur <b>/);
      assert.ok(!mails[1]!.html.includes('<b>'));
      // An administrator may approve too, but never their own order.
      const admin = await as('beheer@bedrijf.nl');
      const own = await placeAs(admin);
      const refused = await call('POST', `/order/orders/${own.uuid}/approve`, admin);
      assert.equal(refused.statusCode, 403);
      assert.equal(
        refused.json()['hydra:description'],
        'You cannot approve or reject your own order',
      );
    });

    it('a rejected order shows the buyer the rejection, its reason and the approver; the mail links to it', async () => {
      const buyer = await as('inkoop@bedrijf.nl');
      const order = await placeAs(buyer);
      assert.equal(order.status, 'approvement-pending');
      assert.equal(order.rejection, null);

      mails.length = 0;
      const rejected = await call(
        'POST',
        `/order/orders/${order.uuid}/reject`,
        await as('goedkeuring@bedrijf.nl'),
        { reason: 'Te veel boeketten voor één receptie' },
      );
      assert.equal(rejected.statusCode, 200, rejected.body);

      // The buyer's own order page: the rejection, why and by whom, also in its history.
      const seen = await call('GET', `/order/orders/${order.uuid}`, buyer);
      assert.equal(seen.statusCode, 200, seen.body);
      const detail = seen.json();
      assert.equal(detail.status, 'canceled');
      assert.deepEqual(
        { reason: detail.rejection.reason, rejected_by: detail.rejection.rejected_by },
        { reason: 'Te veel boeketten voor één receptie', rejected_by: 'Goedkeuring Bedrijf' },
      );
      const last = detail.history.at(-1);
      assert.deepEqual(
        { transition: last.transition, from: last.from, to: last.to, rejection: last.rejection },
        {
          transition: 'reject',
          from: 'approvement-pending',
          to: 'canceled',
          rejection: {
            reason: 'Te veel boeketten voor één receptie',
            rejected_by: 'Goedkeuring Bedrijf',
          },
        },
      );
      assert.equal(detail.rejection.at, last.at);
      // Other steps carry no notes: only the approver's reason is the buyer's to read.
      assert.ok(
        detail.history.slice(0, -1).every((entry: { rejection: unknown }) => !entry.rejection),
      );

      // The mail says the same and links to that order in the buyer's account, in their language.
      assert.equal(mails.length, 1);
      assert.equal(mails[0]!.to, 'inkoop@bedrijf.nl');
      const link = `http://localhost:3000/en-us/mijn-account/bestellingen/${order.uuid}`;
      assert.ok(mails[0]!.text.includes(`View your order: ${link}`), mails[0]!.text);
      assert.ok(mails[0]!.html.includes(`<a href="${link}">View your order</a>`), mails[0]!.html);
    });

    it('rules per company: every order of a role may need approval, whatever its amount', async () => {
      const admin = await as('beheer@bedrijf.nl');
      const rules = await call('GET', `/relation/companies/${COMPANY}/approval-rules`, admin);
      assert.deepEqual(
        { thresholdCents: rules.json().thresholdCents, roles: rules.json().roles },
        { thresholdCents: 25_000, roles: [] },
      );
      const set = await call('PUT', `/relation/companies/${COMPANY}/approval-rules`, admin, {
        thresholdCents: null,
        roles: ['buyer'],
      });
      assert.equal(set.statusCode, 200, set.body);
      const variation = await carts.variation('zonnig-boeket');
      const cart = await carts.newCart();
      await carts.addLine(cart, { variationId: variation.id, quantity: 1 });
      const dates = (
        await app().inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json();
      const small = await call(
        'POST',
        '/order/orders',
        {
          ...(await as('inkoop@bedrijf.nl')),
          'x-cart-secret': cart.secret,
          'content-type': 'application/json',
        },
        {
          cart: cart.uuid,
          email: 'inkoop@bedrijf.nl',
          deliveryDate: dates['hydra:member'][0].date,
          deliveryAddress: {
            firstname: 'A',
            lastname: 'B',
            street: 'Neude',
            housenumber: '1',
            postcode: '3512 AD',
            city: 'Utrecht',
            country: 'NL',
          },
          payment: { method: 'invoice' },
        },
      );
      assert.equal(small.json().status, 'approvement-pending');
      // Only company.update sets the rules; a buyer may not.
      const buyerTry = await call(
        'PUT',
        `/relation/companies/${COMPANY}/approval-rules`,
        await as('inkoop@bedrijf.nl'),
        { thresholdCents: null, roles: [] },
      );
      assert.equal(buyerTry.statusCode, 403);
      const bad = await call('PUT', `/relation/companies/${COMPANY}/approval-rules`, admin, {
        thresholdCents: -5,
        roles: ['boss'],
      });
      assert.equal(bad.statusCode, 400);
      await call('PUT', `/relation/companies/${COMPANY}/approval-rules`, admin, {
        thresholdCents: 25_000,
        roles: [],
      });
    });

    it('a user being edited shows who edits them; the others wait', async () => {
      const beheer = await as('beheer@bedrijf.nl');
      const administratie = await as('administratie@bedrijf.nl');
      const users = (await call('GET', `/relation/companies/${COMPANY}/users`, beheer)).json()[
        'hydra:member'
      ] as { uuid: string; email: string; activity: unknown }[];
      const viewer = users.find((u) => u.email === 'kijker@bedrijf.nl')!;
      assert.equal(viewer.activity, null);
      const locked = await call('POST', `/relation/customers/${viewer.uuid}/lock`, beheer);
      assert.equal(locked.statusCode, 200, locked.body);
      assert.equal(locked.json().activity.user.fullname, 'Beheer Bedrijf');
      const listed = (
        await call('GET', `/relation/companies/${COMPANY}/users`, administratie)
      ).json()['hydra:member'] as {
        uuid: string;
        activity: { user: { fullname: string } } | null;
      }[];
      assert.equal(
        listed.find((u) => u.uuid === viewer.uuid)!.activity!.user.fullname,
        'Beheer Bedrijf',
      );
      const refused = await call(
        'PUT',
        `/relation/customers/${viewer.uuid}/company-roles`,
        administratie,
        {
          companyRoles: ['buyer'],
        },
      );
      assert.equal(refused.statusCode, 409);
      assert.match(refused.json()['hydra:description'], /Beheer Bedrijf/);
      assert.equal(
        (await call('POST', `/relation/customers/${viewer.uuid}/lock`, administratie)).statusCode,
        409,
      );
      const renameWhileLocked = await call(
        'PUT',
        `/relation/customers/${viewer.uuid}/company-user`,
        administratie,
        { fullname: 'Nieuwe Naam' },
      );
      assert.equal(renameWhileLocked.statusCode, 409);
      assert.equal(
        (await call('POST', `/relation/customers/${viewer.uuid}/unlock`, beheer)).json().activity,
        null,
      );
      const renamed = await call(
        'PUT',
        `/relation/customers/${viewer.uuid}/company-user`,
        administratie,
        { fullname: '  Kijker Bedrijf ' },
      );
      assert.equal(renamed.statusCode, 200, renamed.body);
      assert.equal(renamed.json().fullname, 'Kijker Bedrijf');
      const allowed = await call(
        'PUT',
        `/relation/customers/${viewer.uuid}/company-roles`,
        administratie,
        {
          companyRoles: ['viewer'],
        },
      );
      assert.equal(allowed.statusCode, 200, allowed.body);
    });

    it('an invitation link expires after a week', async () => {
      const admin = await as('beheer@bedrijf.nl');
      const email = `laat-${randomBytes(3).toString('hex')}@bedrijf.nl`;
      const user = (
        await call('POST', `/relation/companies/${COMPANY}/users`, admin, {
          email,
          fullname: 'Te Laat',
          companyRoles: ['viewer'],
        })
      ).json();
      // Instead of today's invitation, one sent eight days ago (on a clock a week and a day back).
      await app().db.delete(passwordResets).where(eq(passwordResets.customerUuid, user.uuid));
      const lastWeek = passwordResetRepository(
        app().db,
        () => new Date(Date.now() - INVITATION_LIFETIME_MS - 86_400_000),
      );
      const old = await lastWeek.request(user.uuid, INVITATION_LIFETIME_MS);
      assert.equal(old.status, 'created');
      const late = await app().inject({
        method: 'POST',
        url: '/customers/password-reset',
        payload: { token: old.status === 'created' ? old.token : '', newPassword: 'Nieuw123!' },
      });
      assert.equal(late.statusCode, 400);
      await assert.rejects(signIn(app(), email, 'Nieuw123!'));
    });
  });
}
