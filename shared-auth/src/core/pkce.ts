/** PKCE (RFC 7636) with S256 and a random verifier of 56 hex characters (spec section 9). */
export const PKCE_VERIFIER_LENGTH = 56;

export function createCodeVerifier(): string {
  const bytes = new Uint8Array(PKCE_VERIFIER_LENGTH / 2);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(verifier),
  );
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
