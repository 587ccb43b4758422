import { randomBytes, scryptSync } from 'node:crypto';

/**
 * A password hash as the service stored them until its scrypt parameters changed (N = 2^15,
 * r = 8, p = 1), made here by hand rather than by `hashPassword`, so tests of the upgrade keep a
 * hash of other parameters whatever today's are.
 */
export function hashWithEarlierParameters(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, {
    N: 32768,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 32768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
