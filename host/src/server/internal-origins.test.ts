/** @jest-environment node */
import { configureInternalOrigins, internalUrl } from './internal-origins';

describe('internal origins', () => {
  afterEach(() => configureInternalOrigins(''));

  it('maps a remote the browser reaches on a public origin to the address the server uses', () => {
    configureInternalOrigins(
      'http://localhost:3003=http://mfe-product, http://localhost:3001=http://mfe-account',
    );
    expect(internalUrl('http://localhost:3003/server/remoteEntry.js?release=1')).toBe(
      'http://mfe-product/server/remoteEntry.js?release=1',
    );
    expect(internalUrl('http://localhost:3001/mf-manifest.json')).toBe(
      'http://mfe-account/mf-manifest.json',
    );
  });

  it('leaves any other URL as it is', () => {
    configureInternalOrigins('http://localhost:3003=http://mfe-product');
    expect(internalUrl('http://localhost:3004/mf-manifest.json')).toBe(
      'http://localhost:3004/mf-manifest.json',
    );
    configureInternalOrigins('');
    expect(internalUrl('http://localhost:3003/mf-manifest.json')).toBe(
      'http://localhost:3003/mf-manifest.json',
    );
  });
});
