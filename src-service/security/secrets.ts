import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random secret of `bytes` bytes from the system CSPRNG, base64url without padding. */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 of a high-entropy secret (refresh token, code, API key, cookie), as stored. A fast hash
 * is enough for random 256-bit values; passwords use scrypt instead (passwords.ts).
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** Compares two strings without leaking where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A Crockford base32 identifier body (26 characters, 130 bits), as sign-in services print ids. */
export function randomBase32Id(): string {
  const bytes = randomBytes(26);
  let out = '';
  for (const byte of bytes) out += crockford.charAt(byte % 32);
  return out;
}
