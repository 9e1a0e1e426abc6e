import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { build, dbTargets } from '../helpers/build';
import { cartClient } from '../helpers/cart';
import { createCustomer, nextAddress, signIn } from '../helpers/oauth';

const COMPANY = '5b0f4c52-6d1e-4a8e-9c3b-2f7a1d9e0c11';

type Caller = 'anonymous' | 'otherCustomer' | 'otherCompany' | 'withoutPermission' | 'rightful';

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: object;
  /** Who may: the rest must be refused (401/403/404) and never see the data. */
  rightful: string;
  /** A user of the same company who lacks the permission. */
  withoutPermission: string;
  /** A marker of the data: it may appear in no refused answer. */
  secret?: string;
  /** A list of the caller's own company: another company's user gets theirs (without the data). */
  ownList?: boolean;
}

/**
 * ADR 0017: every account endpoint, called by an anonymous caller, another private customer,
 * another company's administrator, a same-company user without the permission and the rightful
 * user; only the last gets through, and no refusal carries the data.
 */
for (const target of dbTargets()) {
  describe(`the account area's authorization matrix on ${target.name}`, () => {
    const app = build(target);
    const tokens = new Map<string, string>();
    async function tokenOf(email: string, password = 'Bloem3n!') {
      if (!tokens.has(email))
        tokens.set(email, (await signIn(app(), email, password)).access_token);
      return tokens.get(email)!;
    }
    const fixtures: Record<string, string> = {};

    async function prepare(instance: FastifyInstance) {
      const other = await createCustomer(instance);
      fixtures.otherCustomer = other.email;
      const otherEmail = `baas-${randomBytes(3).toString('hex')}@elders.nl`;
      await instance.inject({
        method: 'POST',
        url: '/customers',
        payload: {
          email: otherEmail,
          password: 'Bloem3n!',
          fullname: 'Elders',
          customerType: 'business',
          companyName: 'Elders BV',
        },
      });
      fixtures.otherCompany = otherEmail;
      const admin = `Bearer ${await tokenOf('beheer@bedrijf.nl')}`;
      const users = (
        await instance.inject({
          method: 'GET',
          url: `/relation/companies/${COMPANY}/users`,
          headers: { authorization: admin },
        })
      ).json()['hydra:member'] as { uuid: string; email: string }[];
      fixtures.viewerUuid = users.find((u) => u.email === 'kijker@bedrijf.nl')!.uuid;
      const demo = `Bearer ${await tokenOf('demo@bloemenzo.nl')}`;
      fixtures.demoUuid = (
        await instance.inject({ method: 'GET', url: '/me', headers: { authorization: demo } })
      ).json().uuid;
      const own = (
        await instance.inject({
          method: 'GET',
          url: '/relation/addresses',
          headers: { authorization: demo },
        })
      ).json()['hydra:member'] as { uuid: string; isDefaultDeliveryAddress: boolean }[];
      fixtures.demoAddress = own.find((a) => !a.isDefaultDeliveryAddress)!.uuid;
      const companyBook = (
        await instance.inject({
          method: 'GET',
          url: '/relation/addresses',
          headers: { authorization: admin },
        })
      ).json()['hydra:member'] as { uuid: string; company: string | null }[];
      fixtures.companyAddress = companyBook.find((a) => a.company)!.uuid;
      const today = new Date().toISOString().slice(0, 10);
      const report = await instance.inject({
        method: 'POST',
        url: '/report/company-report-customer-histories',
        headers: { authorization: admin },
        payload: { name: 'Geheim rapport', from: '2026-01-01', till: today },
      });
      assert.equal(report.statusCode, 201, report.body);
      fixtures.reportUuid = report.json().uuid;
      // An order of the buyer above the rule: it waits for approval.
      const carts = cartClient(() => instance);
      const cart = await carts.newCart();
      const variation = await carts.variation('zonnig-boeket');
      await carts.addLine(cart, { variationId: variation.id, quantity: 12 });
      const date = (
        await instance.inject({ method: 'GET', url: '/order/delivery-dates?country=NL' })
      ).json()['hydra:member'][0].date;
      const order = await instance.inject({
        method: 'POST',
        url: '/order/orders',
        remoteAddress: nextAddress(),
        headers: {
          authorization: `Bearer ${await tokenOf('inkoop@bedrijf.nl')}`,
          'x-cart-secret': cart.secret,
        },
        payload: {
          cart: cart.uuid,
          email: 'inkoop@bedrijf.nl',
          deliveryDate: date,
          deliveryAddress: {
            firstname: 'Geheim',
            lastname: 'Ontvanger',
            street: 'Neude',
            housenumber: '1',
            postcode: '3512 AD',
            city: 'Utrecht',
            country: 'NL',
          },
          payment: { method: 'invoice' },
        },
      });
      assert.equal(order.statusCode, 201, order.body);
      fixtures.orderUuid = order.json().uuid;
    }

    const cases = (): Case[] => [
      {
        name: 'read the company',
        method: 'GET',
        url: `/relation/companies/${COMPANY}`,
        rightful: 'kijker@bedrijf.nl',
        withoutPermission: '',
        secret: 'De Tulp',
      },
      {
        name: 'change the company',
        method: 'PUT',
        url: `/relation/companies/${COMPANY}`,
        body: { name: 'Overgenomen BV' },
        rightful: '',
        withoutPermission: 'kijker@bedrijf.nl',
      },
      {
        name: 'list the users',
        method: 'GET',
        url: `/relation/companies/${COMPANY}/users`,
        rightful: 'beheer@bedrijf.nl',
        withoutPermission: 'kijker@bedrijf.nl',
        secret: 'inkoop@bedrijf.nl',
      },
      {
        name: 'add a user',
        method: 'POST',
        url: `/relation/companies/${COMPANY}/users`,
        body: {
          email: `x-${randomBytes(3).toString('hex')}@bedrijf.nl`,
          fullname: 'X',
          companyRoles: ['viewer'],
        },
        rightful: '',
        withoutPermission: 'kijker@bedrijf.nl',
      },
      {
        name: 'read the rights',
        method: 'GET',
        url: `/relation/companies/${COMPANY}/roles`,
        rightful: 'beheer@bedrijf.nl',
        withoutPermission: 'goedkeuring@bedrijf.nl',
        secret: 'orders.approve',
      },
      {
        name: 'change the rights',
        method: 'PUT',
        url: `/relation/companies/${COMPANY}/roles/viewer`,
        body: { permissions: ['orders.read', 'company.read', 'reports.read', 'users.manage'] },
        rightful: '',
        withoutPermission: 'kijker@bedrijf.nl',
      },
      {
        name: 'change a user’s roles',
        method: 'PUT',
        url: `/relation/customers/${fixtures.viewerUuid}/company-roles`,
        body: { companyRoles: ['administrator'] },
        rightful: '',
        withoutPermission: 'inkoop@bedrijf.nl',
      },
      {
        name: 'deactivate a user',
        method: 'POST',
        url: `/relation/customers/${fixtures.viewerUuid}/deactivate`,
        rightful: '',
        withoutPermission: 'goedkeuring@bedrijf.nl',
      },
      {
        name: 'list approvals',
        method: 'GET',
        url: '/order/approvals',
        rightful: 'goedkeuring@bedrijf.nl',
        withoutPermission: 'kijker@bedrijf.nl',
        secret: 'Geheim',
        ownList: true,
      },
      {
        name: 'approve an order',
        method: 'POST',
        url: `/order/orders/${fixtures.orderUuid}/approve`,
        rightful: '',
        withoutPermission: 'kijker@bedrijf.nl',
      },
      {
        name: 'reject an order',
        method: 'POST',
        url: `/order/orders/${fixtures.orderUuid}/reject`,
        body: { reason: 'nee' },
        rightful: '',
        withoutPermission: 'inkoop@bedrijf.nl',
      },
      {
        name: 'read an order',
        method: 'GET',
        url: `/order/orders/${fixtures.orderUuid}`,
        rightful: 'inkoop@bedrijf.nl',
        withoutPermission: '',
        secret: 'Geheim',
      },
    ];

    it('refuses everyone but the rightful user, and no refusal shows the data', async () => {
      await prepare(app());
      for (const entry of cases()) {
        const callers: [Caller, string | null][] = [
          ['anonymous', null],
          ['otherCustomer', fixtures.otherCustomer!],
          ['otherCompany', fixtures.otherCompany!],
          ...(entry.withoutPermission
            ? [['withoutPermission', entry.withoutPermission] as [Caller, string]]
            : []),
          ...(entry.rightful ? [['rightful', entry.rightful] as [Caller, string]] : []),
        ];
        for (const [caller, email] of callers) {
          const response = await app().inject({
            method: entry.method,
            url: entry.url,
            remoteAddress: nextAddress(),
            headers: email ? { authorization: `Bearer ${await tokenOf(email)}` } : {},
            ...(entry.body ? { payload: entry.body } : {}),
          });
          const label = `${entry.name} as ${caller}: ${response.statusCode} ${response.body.slice(0, 120)}`;
          if (caller === 'rightful') {
            assert.ok(response.statusCode < 300, label);
            if (entry.secret) assert.ok(response.body.includes(entry.secret), label);
          } else {
            const expected =
              // A guest's order is public to its secret only: without it, not found.
              caller === 'anonymous'
                ? [401, 404]
                : caller === 'otherCompany' && entry.ownList
                  ? [200, 403, 404]
                  : [403, 404];
            assert.ok(expected.includes(response.statusCode), label);
            if (entry.secret) assert.ok(!response.body.includes(entry.secret), label);
          }
        }
      }
      // Nothing the refused callers tried has changed anything.
      const viewer = (
        await app().inject({
          method: 'GET',
          url: '/me',
          headers: { authorization: `Bearer ${await tokenOf('kijker@bedrijf.nl')}` },
        })
      ).json();
      assert.deepEqual(viewer.permissions, ['orders.read', 'company.read', 'reports.read']);
      const order = (
        await app().inject({
          method: 'GET',
          url: `/order/orders/${fixtures.orderUuid}`,
          headers: { authorization: `Bearer ${await tokenOf('inkoop@bedrijf.nl')}` },
        })
      ).json();
      assert.equal(order.status, 'approvement-pending');
      const company = (
        await app().inject({
          method: 'GET',
          url: `/relation/companies/${COMPANY}`,
          headers: { authorization: `Bearer ${await tokenOf('kijker@bedrijf.nl')}` },
        })
      ).json();
      assert.equal(company.name, 'Bloemenhandel De Tulp B.V.');
    });
  });
}
