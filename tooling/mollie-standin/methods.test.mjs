// The Methods API as the shop calls it: `include=issuers`, amount and billing country filters.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { standInWithClient } from './test-support.mjs';

describe('payment methods on the Mollie stand-in', () => {
  let standIn;
  let mollie;
  const list = (query) =>
    mollie.methods.list({
      amount: { currency: 'EUR', value: '29.90' },
      include: 'issuers',
      ...query,
    });
  before(async () => ({ standIn, mollie } = await standInWithClient()));
  after(() => standIn.close());

  it('lists iDEAL with its Dutch banks, and card and Riverty, for a Dutch shopper', async () => {
    const methods = await list({ billingCountry: 'NL', locale: 'nl_NL' });
    assert.deepEqual(
      methods.map((method) => method.id),
      ['ideal', 'creditcard', 'riverty'],
    );
    const [ideal, card] = methods;
    assert.equal(ideal.resource, 'method');
    assert.equal(ideal.status, 'activated');
    assert.equal(card.description, 'Creditcard');
    assert.deepEqual(ideal.minimumAmount, { currency: 'EUR', value: '0.01' });
    assert.equal(ideal.issuers.length, 8);
    assert.deepEqual(ideal.issuers[0], {
      resource: 'issuer',
      id: 'ideal_ABNANL2A',
      name: 'ABN AMRO',
      image: {
        size1x: `${standIn.url}/external/icons/ideal-issuers/ABNANL2A.svg?size=1x`,
        size2x: `${standIn.url}/external/icons/ideal-issuers/ABNANL2A.svg?size=2x`,
        svg: `${standIn.url}/external/icons/ideal-issuers/ABNANL2A.svg`,
      },
    });
    assert.equal(card.issuers, undefined);
    const icon = await fetch(ideal.image.svg);
    assert.equal(icon.headers.get('content-type'), 'image/svg+xml');
  });

  it('offers Bancontact, not iDEAL, to a Belgian shopper, in French when asked', async () => {
    const methods = await list({ billingCountry: 'BE', locale: 'fr_BE' });
    assert.deepEqual(
      methods.map((method) => [method.id, method.description]),
      [
        ['creditcard', 'Carte de crédit'],
        ['bancontact', 'Bancontact'],
        ['riverty', 'Riverty'],
      ],
    );
  });

  it('offers every method when no country is given, and only card outside NL and BE', async () => {
    assert.equal((await list({})).length, 4);
    const german = await list({ billingCountry: 'DE' });
    assert.deepEqual(
      german.map((method) => method.id),
      ['creditcard'],
    );
  });

  it('leaves out Riverty below 5.00 and above 2000.00', async () => {
    const low = await list({ amount: { currency: 'EUR', value: '4.99' }, billingCountry: 'NL' });
    const high = await list({
      amount: { currency: 'EUR', value: '2000.01' },
      billingCountry: 'NL',
    });
    for (const methods of [low, high])
      assert.deepEqual(
        methods.map((method) => method.id),
        ['ideal', 'creditcard'],
      );
  });

  it('lists iDEAL without banks while the noIssuers fault is on (iDEAL 2.0)', async () => {
    standIn.faults.noIssuers = true;
    try {
      const [ideal] = await list({ billingCountry: 'NL' });
      assert.equal(ideal.id, 'ideal');
      assert.equal('issuers' in ideal, false);
    } finally {
      delete standIn.faults.noIssuers;
    }
  });

  it('sends the amount as amount[value] and amount[currency], as the client does', async () => {
    await list({ billingCountry: 'NL' });
    const last = standIn.requests.at(-1);
    assert.match(last.path, /^\/v2\/methods\?/);
    const query = new URLSearchParams(last.path.split('?')[1]);
    assert.equal(query.get('amount[value]'), '29.90');
    assert.equal(query.get('amount[currency]'), 'EUR');
    assert.equal(query.get('include'), 'issuers');
  });
});
