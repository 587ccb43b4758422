import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost: N = 2^15, r = 8, p = 1 (about 32 MiB and tens of ms per hash), as OWASP suggests. */
const params = { N: 32768, r: 8, p: 1 } as const;
const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

export const passwordRules = { minLength: 8, maxLength: 256 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url parts); runs on libuv's thread pool, not the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

const parse = (stored: string): { options: ScryptOptions; salt: Buffer; key: Buffer } | null => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (N === undefined || r === undefined || p === undefined || ![N, r, p].every(Number.isInteger))
    return null;
  return {
    options: { N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64url'),
    key: Buffer.from(parts[5] ?? '', 'base64url'),
  };
};

// Checked when the e-mail is unknown, so a wrong address costs as much time as a wrong password.
let decoy: Promise<string> | null = null;
const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy password that matches nothing'));

/**
 * Checks a password against a stored hash, or against a decoy when the account has none (so the
 * answer time does not tell whether the e-mail address exists).
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (password.length > passwordRules.maxLength) return false;
  const parsed = parse(stored ?? (await decoyHash()));
  if (parsed === null) return false;
  const key = await derive(password, parsed.salt, parsed.options);
  return stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}
