/** @jest-environment node */
import { readServerConfig } from './config';

const required = {
  API_URL: 'http://127.0.0.1:3100',
  REMOTES_JSON: '/srv/remotes.json',
  HTML_TEMPLATE: '/srv/index.html',
};

describe('readServerConfig', () => {
  it('checks remotes.json every 5 s unless told otherwise', () => {
    expect(readServerConfig(required).REMOTES_REVALIDATE_MS).toBe(5000);
    expect(
      readServerConfig({ ...required, REMOTES_REVALIDATE_MS: '30000' }).REMOTES_REVALIDATE_MS,
    ).toBe(30_000);
  });

  it('refuses a check interval above 30 s: a rollback must reach the pages within that', () => {
    expect(() => readServerConfig({ ...required, REMOTES_REVALIDATE_MS: '30001' })).toThrow(
      /REMOTES_REVALIDATE_MS/,
    );
  });

  it('reads the payment provider’s origins for the CSP, none unless told', () => {
    expect(readServerConfig(required).PAYMENT_ORIGINS).toBe('');
    expect(
      readServerConfig({
        ...required,
        PAYMENT_ORIGINS: ' https://js.mollie.com  http://127.0.0.1:4390 ',
      }).PAYMENT_ORIGINS,
    ).toBe('https://js.mollie.com http://127.0.0.1:4390');
  });

  it('refuses payment origins that would change the policy (a path, a directive, a wildcard)', () => {
    for (const PAYMENT_ORIGINS of [
      'https://js.mollie.com/v1/mollie.js',
      "https://js.mollie.com; script-src 'unsafe-inline'",
      '*',
    ])
      expect(() => readServerConfig({ ...required, PAYMENT_ORIGINS })).toThrow(/PAYMENT_ORIGINS/);
  });

  it('names a missing setting', () => {
    expect(() => readServerConfig({ API_URL: required.API_URL })).toThrow(/REMOTES_JSON/);
  });

  it('waits 5 s before a stop in production and none elsewhere, all within SHUTDOWN_TIMEOUT_MS', () => {
    expect(readServerConfig({ ...required, NODE_ENV: 'production' }).SHUTDOWN_DELAY_MS).toBe(5000);
    expect(readServerConfig(required).SHUTDOWN_DELAY_MS).toBe(0);
    expect(readServerConfig(required).SHUTDOWN_TIMEOUT_MS).toBe(25_000);
    expect(readServerConfig({ ...required, SHUTDOWN_DELAY_MS: '2000' }).SHUTDOWN_DELAY_MS).toBe(
      2000,
    );
    expect(() =>
      readServerConfig({ ...required, SHUTDOWN_DELAY_MS: '9000', SHUTDOWN_TIMEOUT_MS: '8000' }),
    ).toThrow(/SHUTDOWN_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS/);
  });
});
