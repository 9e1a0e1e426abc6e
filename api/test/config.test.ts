import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_PAYMENT_TIMEOUT_MS,
  DEV_HUB_JWT_SECRET,
  DEV_MOLLIE_API_KEY,
  DEV_MOLLIE_PROFILE_ID,
  DEV_TOKEN_SECRET,
  parseConfig,
} from '../src/config';

/** Mollie's settings in production: a test key, so no real money and no https needed. */
const mollie = {
  MOLLIE_API_KEY: `test_${'a'.repeat(30)}`,
  MOLLIE_PROFILE_ID: 'pfl_abcd1234',
};

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
        ...mollie,
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

  it('pays through Mollie with a stand-in key outside production; production names its own key and profile', () => {
    const development = parseConfig({});
    assert.equal(development.MOLLIE_API_KEY, DEV_MOLLIE_API_KEY);
    assert.equal(development.MOLLIE_PROFILE_ID, DEV_MOLLIE_PROFILE_ID);
    assert.equal(development.MOLLIE_API_ENDPOINT, 'https://api.mollie.com/v2/');
    assert.equal(development.MOLLIE_COMPONENTS_URL, 'https://js.mollie.com/v1/mollie.js');
    assert.equal(development.PAYMENT_TIMEOUT_MS, DEFAULT_PAYMENT_TIMEOUT_MS);
    const secret = 'x'.repeat(32);
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: secret,
      HUB_JWT_SECRET: secret,
      SITE_ORIGIN: 'https://www.bloemenzo.nl',
    };
    assert.throws(
      () => parseConfig(production),
      /MOLLIE_API_KEY: is required when NODE_ENV=production/,
    );
    assert.throws(
      () => parseConfig({ ...production, MOLLIE_API_KEY: mollie.MOLLIE_API_KEY }),
      /MOLLIE_PROFILE_ID: is required when NODE_ENV=production/,
    );
    assert.equal(parseConfig({ ...production, ...mollie }).MOLLIE_API_KEY, mollie.MOLLIE_API_KEY);
    assert.throws(
      () => parseConfig({ MOLLIE_API_KEY: 'sk_not-a-mollie-key-0000000000000' }),
      (error: Error) =>
        /MOLLIE_API_KEY: must be a Mollie API key/.test(error.message) &&
        !error.message.includes('sk_not-a-mollie-key'),
    );
    assert.throws(() => parseConfig({ MOLLIE_PROFILE_ID: 'profile' }), /MOLLIE_PROFILE_ID/);
    assert.throws(() => parseConfig({ PAYMENT_TIMEOUT_MS: '50' }), /PAYMENT_TIMEOUT_MS/);
    assert.equal(parseConfig({ PAYMENT_TIMEOUT_MS: '5000' }).PAYMENT_TIMEOUT_MS, 5000);
  });

  it('sends Mollie’s webhook to the site’s API unless told otherwise, and takes real money over https only', () => {
    assert.equal(
      parseConfig({ SITE_URL: 'https://www.bloemenzo.nl' }).MOLLIE_WEBHOOK_URL,
      'https://www.bloemenzo.nl/api/payments/webhook/mollie',
    );
    assert.equal(
      parseConfig({ MOLLIE_WEBHOOK_URL: 'https://hooks.example/mollie' }).MOLLIE_WEBHOOK_URL,
      'https://hooks.example/mollie',
    );
    const live = `live_${'b'.repeat(30)}`;
    assert.throws(
      () => parseConfig({ MOLLIE_API_KEY: live, SITE_URL: 'http://localhost:3000' }),
      (error: Error) =>
        /MOLLIE_API_KEY: is a live key: SITE_URL \(and MOLLIE_WEBHOOK_URL\) must be https/.test(
          error.message,
        ) && !error.message.includes(live),
    );
    assert.throws(
      () =>
        parseConfig({
          MOLLIE_API_KEY: live,
          SITE_URL: 'https://www.bloemenzo.nl',
          MOLLIE_WEBHOOK_URL: 'http://hooks.example/mollie',
        }),
      /is a live key/,
    );
    assert.equal(
      parseConfig({ MOLLIE_API_KEY: live, SITE_URL: 'https://www.bloemenzo.nl' }).MOLLIE_API_KEY,
      live,
    );
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
      ...mollie,
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
      ...mollie,
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

  it('waits 5 s before a stop in production and none elsewhere, all within SHUTDOWN_TIMEOUT_MS', () => {
    const production = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(32),
      HUB_JWT_SECRET: 'y'.repeat(32),
      SITE_ORIGIN: 'https://www.bloemenzo.nl',
      ...mollie,
    };
    assert.equal(parseConfig(production).SHUTDOWN_DELAY_MS, 5000);
    assert.equal(parseConfig(production).SHUTDOWN_TIMEOUT_MS, 25_000);
    assert.equal(parseConfig({}).SHUTDOWN_DELAY_MS, 0);
    assert.equal(parseConfig({ SHUTDOWN_DELAY_MS: '2000' }).SHUTDOWN_DELAY_MS, 2000);
    assert.throws(
      () => parseConfig({ SHUTDOWN_DELAY_MS: '10000', SHUTDOWN_TIMEOUT_MS: '8000' }),
      /SHUTDOWN_DELAY_MS: must be shorter than SHUTDOWN_TIMEOUT_MS/,
    );
    assert.throws(() => parseConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' }), /SHUTDOWN_TIMEOUT_MS/);
  });
});
