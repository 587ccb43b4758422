import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * scrypt cost: N = 2^14, r = 8, p = 5, one of the settings OWASP's password storage cheat sheet
 * lists as equal to its minimum (N = 2^17, p = 1). The parameters set memory (128·N·r: 16 MiB)
 * apart from work (N·p): this one holds 16 MiB for about 170 ms here, where the N = 2^15, p = 1
 * used before held 32 MiB for 90 ms and was below that minimum. A service serving a page of a
 * thousand records and a sign-in at once peaks at both added together. Hashes made with other
 * parameters still verify (they are stored with the hash) and are replaced at the next sign-in.
 */
const params = { N: 16384, r: 8, p: 5 } as const;
const keyLength = 32;
const maxmem = 64 * 1024 * 1024;

export const passwordRules = { minLength: 8, maxLength: 256 } as const;

let beforeHash: () => void = () => undefined;

/**
 * What runs before each hash (the standalone service makes room in memory there: see
 * cli/serve-command.ts). Answers the function that puts the previous one back.
 */
export function setBeforeHash(hook: () => void): () => void {
  const previous = beforeHash;
  beforeHash = hook;
  return () => {
    beforeHash = previous;
  };
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  beforeHash();
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
  const started = performance.now();
  const key = await derive(password, salt, params);
  noteCurrentCost(performance.now() - started);
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

/** Whether a stored hash was made with other parameters than new hashes are (or is not ours). */
export function hashIsOutdated(stored: string): boolean {
  const parsed = parse(stored);
  return (
    parsed === null ||
    parsed.options.N !== params.N ||
    parsed.options.r !== params.r ||
    parsed.options.p !== params.p ||
    parsed.key.length !== keyLength
  );
}

// Checked when the e-mail is unknown, so a wrong address costs as much time as a wrong password.
let decoy: Promise<string> | null = null;
const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy password that matches nothing'));

/** How long a hash with today's parameters takes in this process, from the last ones made. */
let currentCostMs = 0;

function noteCurrentCost(ms: number): void {
  currentCostMs = currentCostMs === 0 ? ms : currentCostMs * 0.75 + ms * 0.25;
}

const waitUntil = async (deadline: number): Promise<void> => {
  const left = deadline - performance.now();
  if (left > 0) await sleep(left);
};

/**
 * Checks a password against a stored hash, or against a decoy when the account has none (so the
 * answer time does not tell whether the e-mail address exists). A hash of older, cheaper
 * parameters answers no sooner than one of today's would: otherwise the time would tell which
 * addresses have an account that has not signed in since the parameters changed. `wait` is for
 * tests.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  wait: (deadline: number) => Promise<void> = waitUntil,
): Promise<boolean> {
  if (password.length > passwordRules.maxLength) return false;
  const outdated = stored !== null && hashIsOutdated(stored);
  // The decoy is made once per process: its time is the first measure of today's cost.
  const decoyStored = await decoyHash();
  const started = performance.now();
  const parsed = parse(stored ?? decoyStored);
  let ok = false;
  if (parsed !== null) {
    const key = await derive(password, parsed.salt, parsed.options);
    ok = stored !== null && key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }
  if (outdated) await wait(started + currentCostMs);
  return ok;
}
