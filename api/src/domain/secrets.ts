import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, spelled out: the package's enum is a const enum (isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password or a gift card verification code (argon2id, salted). */
export function hashSecret(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False, never an exception, for a malformed stored hash. */
export async function verifySecret(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows: an unknown account or gift card is checked against it, so that
 * a check costs the same argon2 work whether or not the account or card exists.
 */
export function decoySecretHash(): Promise<string> {
  decoyHash ??= hashSecret(`no-such-secret-${Math.random()}`);
  return decoyHash;
}
