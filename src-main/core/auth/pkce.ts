import { createHash, randomBytes } from 'node:crypto';

export interface PkceValues {
  /** 64 characters of base64url from 48 random bytes (RFC 7636 allows 43-128). */
  readonly verifier: string;
  /** base64url(SHA-256(verifier)), sent with `code_challenge_method=S256`. */
  readonly challenge: string;
  /** Ties the callback to this attempt; 32 random bytes. */
  readonly state: string;
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Fresh values from the operating system's cryptographic RNG for each sign-in attempt. */
export function createPkce(random: (size: number) => Buffer = randomBytes): PkceValues {
  const verifier = random(48).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier), state: random(32).toString('base64url') };
}
