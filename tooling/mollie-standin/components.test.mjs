// Mollie Components on the stand-in's origin, over HTTP only (the e2e run drives them in Chromium).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startMollieStandin } from './server.mjs';
import { cardToken } from './test-support.mjs';

describe('the Mollie stand-in’s components', () => {
  let standIn;
  before(async () => (standIn = await startMollieStandin()));
  after(() => standIn.close());

  it('serves mollie.js as JavaScript to any origin, with its words filled in', async () => {
    const script = await fetch(`${standIn.url}/v1/mollie.js`);
    assert.match(script.headers.get('content-type'), /^text\/javascript/);
    assert.equal(script.headers.get('access-control-allow-origin'), '*');
    const text = await script.text();
    assert.match(text, /window\.Mollie = Mollie/);
    assert.match(text, /"cardNumber":"Kaartnummer"/);
  });

  it('serves a card field page any site may frame, never cached, labelled in its language', async () => {
    const query = new URLSearchParams({
      type: 'cardNumber',
      instance: 'abcdef0123456789',
      locale: 'fr_BE',
      parent: 'http://localhost:3000',
    });
    const page = await fetch(`${standIn.url}/components/field?${query}`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /^text\/html/);
    assert.equal(page.headers.get('cache-control'), 'no-store');
    assert.equal(page.headers.get('x-frame-options'), null);
    assert.match(page.headers.get('content-security-policy'), /frame-ancestors \*/);
    const html = await page.text();
    assert.match(html, /<html lang="fr">/);
    assert.match(html, /aria-label="Numéro de carte"/);
    assert.match(html, /autocomplete="cc-number" inputmode="numeric"/);
    for (const file of ['field.mjs', 'card-rules.mjs', 'field.css']) {
      const asset = await fetch(`${standIn.url}/components/${file}`);
      assert.equal(asset.status, 200, file);
    }
  });

  it('refuses a field page for an unknown type or a parent that is not an origin', async () => {
    const bad = new URLSearchParams({ type: 'pin', instance: 'abcdef0123456789', parent: 'x' });
    assert.equal((await fetch(`${standIn.url}/components/field?${bad}`)).status, 400);
  });

  it('makes a token only for a card that passes the checks', async () => {
    const good = await cardToken(standIn, '4111 1111 1111 1111');
    assert.equal(good.status, 201);
    assert.match(good.token, /^tkn_/);
    assert.equal((await cardToken(standIn, '4111 1111 1111 1112')).status, 422);
    assert.equal(
      (await cardToken(standIn, '4111111111111111', { expiryDate: '01 / 20' })).status,
      422,
    );
    assert.equal(
      (await cardToken(standIn, '4111111111111111', { verificationCode: '12' })).status,
      422,
    );
  });

  it('refuses a token request from another site', async () => {
    const answer = await fetch(`${standIn.url}/components/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    assert.equal(answer.status, 403);
  });
});
