import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import i18next from 'i18next';
import type { TrackAndTrace } from '@shop/contracts/api';
import { locales, type Locale } from '@shop/contracts/messages';
import { apiI18nOptions, mailTextsOf } from '../http/i18n';
import type { OrderView } from '../plugins/app/orders/order/order-view';
import { approvalDecisionMail, invitationMail } from './company-mails';
import { giftCardMail } from './gift-card-mail';
import { orderCanceledMail } from './order-canceled-mail';
import { orderConfirmationMail } from './order-confirmation-mail';
import { orderSentMail } from './order-sent-mail';
import { passwordResetLink, passwordResetMail } from './password-reset-mail';

const site = 'https://shop.example';
const line = {
  quantity: 2,
  product: { name: 'Zonnig boeket' },
  properties: { size: 'Groot' },
  price_total: { incl_vat: 7990 },
  card: { name: 'Kaartje', text: 'Liefs' },
  design: { lines: [{ label: 'Regel 1', text: 'Hoi' }], photo: { file_name: 'foto.jpg' } },
  gift_card: null,
};
const giftCardLine = { ...line, card: null, design: null, gift_card: { amount: 2500 } };
const order = (status: string, lines: unknown[]) =>
  ({
    number: 'FB-100001',
    status,
    ordered_by: 'Anna de Vries',
    delivery_date: '2026-12-24',
    delivery_address: {
      firstname: 'Anna',
      lastname: 'de Vries',
      street: 'Damrak',
      house_number: 12,
      house_number_addition: null,
      postcode: '1012 LG',
      city: 'Amsterdam',
      country: 'NL',
    },
    lines,
    delivery_cost: { incl_vat: 695 },
    total: { incl_vat: 10685, vat: 882 },
  }) as unknown as OrderView;
const parcel: TrackAndTrace = {
  carrier: 'dhl',
  code: 'JVGL1',
  url: 'https://dhl.example/JVGL1',
  added_at: '2026-12-23T10:00:00Z',
};

/** Every mail the API sends, each of its variants, in one locale. */
const mails: Record<string, (locale: Locale) => { subject: string; text: string; html: string }[]> =
  {
    'the password reset': (locale) => [
      passwordResetMail({
        locale,
        fullname: 'Anna',
        link: passwordResetLink(site, locale, 'token'),
        validMinutes: 30,
      }),
    ],
    'the invitation of a company user': (locale) => [
      invitationMail({ locale, siteUrl: site, company: 'De Tulp', inviter: 'Piet', token: 't' }),
    ],
    'the approver’s decision': (locale) =>
      [null, 'Te duur'].map((reason) =>
        approvalDecisionMail({
          locale,
          siteUrl: site,
          orderUuid: 'u-1',
          number: 'FB-1',
          totalCents: 30000,
          reason,
        }),
      ),
    'the order confirmation': (locale) => [
      orderConfirmationMail(order('paid', [line]), locale),
      orderConfirmationMail(order('approvement-pending', [line, giftCardLine]), locale),
    ],
    'the gift card': (locale) => [
      giftCardMail(
        { number: 'FB-2' },
        [
          {
            cardNumber: '1234567812345678',
            verificationCode: '123456',
            balanceCents: 2500,
            expiresAt: new Date('2027-12-31T10:00:00Z'),
          },
        ],
        locale,
        `${site}/cadeaukaart/saldo`,
      ),
    ],
    'the cancellation': (locale) =>
      [12345, 0].map((refundedCents) =>
        orderCanceledMail({ number: 'FB-3', orderedBy: 'Anna', refundedCents }, locale),
      ),
    'the order on its way': (locale) =>
      [[parcel], []].map((trackAndTrace) =>
        orderSentMail(
          { number: 'FB-4', orderedBy: 'Anna', deliveryDate: '2026-12-24', trackAndTrace },
          locale,
        ),
      ),
  };

const ownLanguage: Record<Locale, RegExp> = {
  'nl-nl': /bestelling|account|wachtwoord|cadeaukaart/i,
  'nl-be': /bestelling|account|wachtwoord|geschenkkaart/i,
  'fr-be': /commande|compte|mot de passe|carte/i,
  'en-us': /order|account|password|card/i,
};

for (const [mail, render] of Object.entries(mails)) {
  describe(`${mail} mail`, () => {
    for (const locale of locales) {
      it(`renders in ${locale} from the locale files, no text missing`, () => {
        for (const { subject, text, html } of render(locale)) {
          for (const part of [subject, text, html]) {
            assert.ok(part.length > 0);
            // A key in place of a text, or a value left out, would show as such.
            assert.doesNotMatch(
              part,
              /\{\{|\}\}|\b(passwordReset|invitation|approvalDecision|orderConfirmation|giftCard|orderCanceled|orderSent)\.[a-zA-Z]+/,
            );
          }
          assert.match(subject, ownLanguage[locale]);
          assert.match(text, /Bloem & Zo\n?$/);
        }
      });
    }

    it('says it in French and in English, not in Dutch', () => {
      const dutch = render('nl-nl').map((rendered) => rendered.subject);
      for (const locale of ['fr-be', 'en-us'] as const)
        render(locale).forEach((rendered, index) =>
          assert.notEqual(rendered.subject, dutch[index]),
        );
    });
  });
}

describe('the mails’ texts', () => {
  const instance = (without: { locale: Locale; key: string }) => {
    const copy = structuredClone(apiI18nOptions.resources!) as Record<
      string,
      { mail: Record<string, Record<string, string>> }
    >;
    const [group, name] = without.key.split('.') as [string, string];
    delete copy[without.locale]!.mail[group]![name];
    const i18n = i18next.createInstance();
    void i18n.init({ ...apiI18nOptions, resources: copy, initAsync: false });
    return mailTextsOf(i18n);
  };

  it('fail loudly when a locale lacks one, rather than mail a key or another language', () => {
    const text = instance({ locale: 'fr-be', key: 'orderSent.follow' });
    assert.equal(text('en-us', 'orderSent.follow'), 'Follow your parcel here:');
    assert.throws(() => text('fr-be', 'orderSent.follow'), /orderSent\.follow is missing in fr-be/);
    assert.throws(() => text('nl-nl', 'orderSent.nothing'), /missing in nl-nl/);
  });

  it('take what Flemish does not word differently from nl-nl', () => {
    const text = mailTextsOf(
      (() => {
        const i18n = i18next.createInstance();
        void i18n.init({ ...apiI18nOptions, initAsync: false });
        return i18n;
      })(),
    );
    assert.equal(text('nl-be', 'orderSent.follow'), 'Volg je zending hier:');
    assert.equal(text('nl-be', 'closing'), 'Met vriendelijke groeten,');
    assert.equal(text('nl-nl', 'greeting', { name: 'Anna {{x}}' }), 'Beste Anna {{x}},');
  });
});
