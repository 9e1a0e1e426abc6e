import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEV_HUB_JWT_SECRET,
  DEV_PAYMENT_WEBHOOK_SECRET,
  DEV_TOKEN_SECRET,
  parseConfig,
} from '../src/config';

describe('configuration', () => {
  it('starts on the embedded database with defaults', () => {
    const config = parseConfig({});
    assert.equal(config.PORT, 3100);
    assert.equal(config.DATABASE_URL, undefined);
    assert.match(config.PGLITE_DIR, /\.data\/pglite$/);
    assert.equal(config.SEED_DEMO_DATA, true);
  });

  it('names the variable that is wrong', () => {
    assert.throws(() => parseConfig({ PORT: 'eighty' }), /PORT: must be a port number/);
    assert.throws(() => parseConfig({ PORT: '70000' }), /PORT: must be a port number/);
    assert.throws(() => parseConfig({ LOG_LEVEL: 'loud' }), /LOG_LEVEL/);
    assert.throws(
      () => parseConfig({ DATABASE_URL: 'mysql://x' }),
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    assert.throws(() => parseConfig({ SEED_DEMO_DATA: 'yes' }), /SEED_DEMO_DATA/);
  });

  it('signs tokens with a development secret unless production, which needs its own', () => {
    assert.equal(parseConfig({}).TOKEN_SECRET, DEV_TOKEN_SECRET);
    const secret = 'x'.repeat(32);
    assert.equal(
      parseConfig({
        NODE_ENV: 'production',
        TOKEN_SECRET: secret,
        HUB_JWT_SECRET: secret,
        PAYMENT_WEBHOOK_SECRET: secret,
        PAYMENT_PROVIDER: 'test',
        SITE_ORIGIN: 'https://www.bloemenzo.nl',
      }).TOKEN_SECRET,
      secret,
    );
    assert.throws(
      () => parseConfig({ NODE_ENV: 'production' }),
      /TOKEN_SECRET: is required when NODE_ENV=production/,
    );
    assert.throws(
      () => parseConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'too-short-secret' }),
      (error: Error) =>
        /TOKEN_SECRET: must be at least 32 characters/.test(error.message) &&
        !error.message.includes('too-short-secret'),
    );
  });

  it('checks payment webhooks with their own secret, which production must set too', () => {
    assert.equal(parseConfig({}).PAYMENT_WEBHOOK_SECRET, DEV_PAYMENT_WEBHOOK_SECRET);
    const secret = 'x'.repeat(32);
    assert.throws(
      () => parseConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret, HUB_JWT_SECRET: secret }),
      /PAYMENT_WEBHOOK_SECRET: is required when NODE_ENV=production/,
    );
  });

  it('takes payments with the test provider in production only when told so', () => {
    const secret = 'x'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: secret,
      HUB_JWT_SECRET: secret,
      PAYMENT_WEBHOOK_SECRET: secret,
    };
    assert.throws(
      () => parseConfig(production),
      /PAYMENT_PROVIDER: is required when NODE_ENV=production/,
    );
    assert.equal(
      parseConfig({ ...production, PAYMENT_PROVIDER: 'test', SITE_ORIGIN: 'https://x.nl' })
        .PAYMENT_PROVIDER,
      'test',
    );
    assert.throws(
      () => parseConfig({ PAYMENT_PROVIDER: 'mollie' }),
      /PAYMENT_PROVIDER: must be 'test'/,
    );
    assert.equal(parseConfig({}).PAYMENT_PROVIDER, undefined);
  });

  it('signs hub tokens with their own secret, which production must set too', () => {
    assert.equal(parseConfig({}).HUB_JWT_SECRET, DEV_HUB_JWT_SECRET);
    assert.notEqual(DEV_HUB_JWT_SECRET, DEV_TOKEN_SECRET);
    const secret = 'x'.repeat(32);
    assert.throws(
      () => parseConfig({ NODE_ENV: 'production', TOKEN_SECRET: secret }),
      (error: Error) =>
        /HUB_JWT_SECRET: is required when NODE_ENV=production/.test(error.message) &&
        !/[\s;]TOKEN_SECRET:/.test(error.message),
    );
    assert.throws(
      () => parseConfig({ HUB_JWT_SECRET: 'short-hub-secret' }),
      (error: Error) =>
        /HUB_JWT_SECRET: must be at least 32 characters/.test(error.message) &&
        !error.message.includes('short-hub-secret'),
    );
  });

  it('locks items for 300 seconds unless LOCK_TTL_SECONDS says otherwise', () => {
    assert.equal(parseConfig({}).LOCK_TTL_SECONDS, 300);
    assert.equal(parseConfig({ LOCK_TTL_SECONDS: '12' }).LOCK_TTL_SECONDS, 12);
    assert.throws(
      () => parseConfig({ LOCK_TTL_SECONDS: '0' }),
      /LOCK_TTL_SECONDS: must be at least 1/,
    );
    assert.throws(
      () => parseConfig({ LOCK_TTL_SECONDS: 'five' }),
      /LOCK_TTL_SECONDS: must be a whole number of seconds/,
    );
  });

  it('gives staff 15-minute access tokens unless STAFF_TOKEN_TTL_SECONDS makes them shorter', () => {
    assert.equal(parseConfig({}).STAFF_TOKEN_TTL_SECONDS, 900);
    assert.equal(parseConfig({ STAFF_TOKEN_TTL_SECONDS: '5' }).STAFF_TOKEN_TTL_SECONDS, 5);
    assert.throws(
      () => parseConfig({ STAFF_TOKEN_TTL_SECONDS: '3600' }),
      /STAFF_TOKEN_TTL_SECONDS: must be at most 900 \(15 minutes\)/,
    );
    assert.throws(
      () => parseConfig({ STAFF_TOKEN_TTL_SECONDS: '0' }),
      /STAFF_TOKEN_TTL_SECONDS: must be at least 1/,
    );
  });

  it('takes SITE_ORIGIN as an origin, refuses anything more, and needs it in production', () => {
    assert.equal(parseConfig({}).SITE_ORIGIN, undefined);
    assert.equal(
      parseConfig({ SITE_ORIGIN: 'https://WWW.Bloemenzo.nl/' }).SITE_ORIGIN,
      'https://www.bloemenzo.nl',
    );
    assert.equal(
      parseConfig({ SITE_ORIGIN: 'http://127.0.0.1:4300' }).SITE_ORIGIN,
      'http://127.0.0.1:4300',
    );
    assert.equal(parseConfig({ SITE_ORIGIN: 'https://x.nl:443' }).SITE_ORIGIN, 'https://x.nl');
    for (const bad of [
      'www.bloemenzo.nl',
      'https://www.bloemenzo.nl/shop',
      'https://www.bloemenzo.nl/?a=1',
      'https://www.bloemenzo.nl#top',
      'https://user@www.bloemenzo.nl',
      'ftp://www.bloemenzo.nl',
      'https://x.nl:99999',
    ])
      assert.throws(
        () => parseConfig({ SITE_ORIGIN: bad }),
        /SITE_ORIGIN: must be an origin such as https:\/\/www\.bloemenzo\.nl/,
        bad,
      );
    const secret = 'x'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: secret,
      HUB_JWT_SECRET: secret,
      PAYMENT_WEBHOOK_SECRET: secret,
      PAYMENT_PROVIDER: 'test',
    };
    assert.throws(
      () => parseConfig(production),
      /SITE_ORIGIN: is required when NODE_ENV=production/,
    );
  });

  it('looks streets up at PDOK unless pointed elsewhere, or told not to ask anyone', () => {
    assert.equal(parseConfig({}).PDOK_LOCATIESERVER_URL, 'https://api.pdok.nl');
    assert.equal(
      parseConfig({ PDOK_LOCATIESERVER_URL: '' }).PDOK_LOCATIESERVER_URL,
      'https://api.pdok.nl',
    );
    assert.equal(
      parseConfig({ PDOK_LOCATIESERVER_URL: 'http://127.0.0.1:3110/' }).PDOK_LOCATIESERVER_URL,
      'http://127.0.0.1:3110',
    );
    assert.equal(
      parseConfig({ PDOK_LOCATIESERVER_URL: 'https://proxy.example/pdok' }).PDOK_LOCATIESERVER_URL,
      'https://proxy.example/pdok',
    );
    assert.equal(parseConfig({ PDOK_LOCATIESERVER_URL: 'off' }).PDOK_LOCATIESERVER_URL, null);
    for (const bad of [
      'api.pdok.nl',
      'https://api.pdok.nl/?q=1',
      'ftp://api.pdok.nl',
      'https://u@x.nl',
    ])
      assert.throws(
        () => parseConfig({ PDOK_LOCATIESERVER_URL: bad }),
        /PDOK_LOCATIESERVER_URL: must be an http\(s\) URL without query, or 'off'/,
        bad,
      );
  });

  it('seeds the demo data by default, except in production, which refuses it', () => {
    assert.equal(parseConfig({}).SEED_DEMO_DATA, true);
    assert.equal(parseConfig({ NODE_ENV: 'test' }).SEED_DEMO_DATA, true);
    assert.equal(parseConfig({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA, false);
    const secret = 'x'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: secret,
      HUB_JWT_SECRET: secret,
      PAYMENT_WEBHOOK_SECRET: secret,
      PAYMENT_PROVIDER: 'test',
      SITE_ORIGIN: 'https://www.bloemenzo.nl',
    };
    // The demo staff member (winkel@bloemenzo.nl / Bloem3n!) must never reach a real shop.
    assert.equal(parseConfig(production).SEED_DEMO_DATA, false);
    assert.equal(parseConfig({ ...production, SEED_DEMO_DATA: '' }).SEED_DEMO_DATA, false);
    assert.equal(parseConfig({ ...production, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA, false);
    for (const value of ['true', '1'])
      assert.throws(
        () => parseConfig({ ...production, SEED_DEMO_DATA: value }),
        /^Error: Invalid API configuration: SEED_DEMO_DATA: is refused when NODE_ENV=production/,
        value,
      );
  });

  it('shows the value a check over several variables refused, never a secret', () => {
    const error = (() => {
      try {
        parseConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true', HUB_JWT_SECRET: 'short' });
      } catch (thrown) {
        return (thrown as Error).message;
      }
      return '';
    })();
    assert.match(error, /SEED_DEMO_DATA: is refused when NODE_ENV=production[^;]*\(got "true"\)/);
    assert.match(error, /SITE_ORIGIN: is required when NODE_ENV=production[^;]*\(got nothing\)/);
    assert.match(error, /HUB_JWT_SECRET: must be at least 32 characters \(got a hidden value\)/);
    assert.doesNotMatch(error, /short/);
  });

  it('treats an empty variable as unset', () => {
    assert.equal(parseConfig({ DATABASE_URL: '' }).DATABASE_URL, undefined);
  });
});
