import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`, spelled out: the package's enum is a const enum (isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with the OWASP-recommended minimum (19 MiB, 2 passes). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False, never an exception, for a malformed stored hash. */
export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows: an unknown account is checked against it, so that signing in
 * costs the same argon2 work whether or not the e-mail address exists.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`no-account-${Math.random()}`);
  return dummyHash;
}
