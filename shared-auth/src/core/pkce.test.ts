/** @jest-environment node */
import { codeChallengeS256, createCodeVerifier, PKCE_VERIFIER_LENGTH } from './pkce';

describe('PKCE', () => {
  it('makes a random verifier of 56 hex characters', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toMatch(/^[0-9a-f]{56}$/);
    expect(verifier).toHaveLength(PKCE_VERIFIER_LENGTH);
    expect(createCodeVerifier()).not.toBe(verifier);
  });

  it('derives the S256 challenge of RFC 7636', async () => {
    // The example of RFC 7636, appendix B.
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
