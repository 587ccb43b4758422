import type { Database } from 'better-sqlite3';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, openDatabase } from '../../storage/database.ts';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { importLegacySigningKey, legacySigningKeyFile } from './legacy-signing-key.ts';
import { retirementGraceMs, rotateSigningKey, SigningKeyRing } from './signing-key-ring.ts';
import { signingKeyFromJwk, type SigningKey } from './signing-keys.ts';

const ttlSeconds = 300;
const issuer = 'http://127.0.0.1:1/auth';
let dir: string;
let db: Database;
let clock: { now: number; monotonic: number };
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-ring-'));
  db = openDatabase(dir);
  clock = { now: 1_700_000_000_000, monotonic: 0 };
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

const ring = (): SigningKeyRing =>
  new SigningKeyRing(db, {
    accessTokenTtlSeconds: ttlSeconds,
    now: () => clock.now,
    monotonic: () => clock.monotonic,
  });
const tokenBy = (key: SigningKey): string =>
  signAccessToken(key, {
    issuer,
    userId: 'u1',
    sessionId: 's1',
    authOrganizationId: null,
    role: null,
    permissions: [],
    ttlSeconds,
    now: clock.now,
  });
const verifies = (keys: SigningKeyRing, token: string): boolean =>
  verifyAccessToken(keys, token, { issuer, now: clock.now }) !== null;
const kids = (keys: SigningKeyRing): string[] => keys.publishedKeys().map((k) => k.kid);

describe('signing keys in the database', () => {
  it('start with one active key, published without its private part', () => {
    importLegacySigningKey(db, dir, clock.now);
    const keys = ring();
    const published = keys.publishedKeys();
    expect(published).toHaveLength(1);
    expect(published[0]?.kid).toBe(keys.signingKey().kid);
    expect(Object.keys(published[0] ?? {}).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    expect(db.prepare('SELECT kid FROM signing_keys').all()).toHaveLength(1);
  });

  it('take over the key of signing-key.json, so earlier tokens keep verifying, and remove the file', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const privateJwk = privateKey.export({ format: 'jwk' });
    const legacy = signingKeyFromJwk(privateJwk);
    const file = join(dir, legacySigningKeyFile);
    writeFileSync(file, JSON.stringify({ kid: legacy.kid, privateJwk }), { mode: 0o600 });
    const before = tokenBy(legacy);
    importLegacySigningKey(db, dir, clock.now);
    expect(existsSync(file)).toBe(false);
    const keys = ring();
    expect(keys.signingKey().kid).toBe(legacy.kid);
    expect(verifies(keys, before)).toBe(true);
    importLegacySigningKey(db, dir, clock.now);
    expect(kids(keys)).toEqual([legacy.kid]);
  });

  it('say a damaged key file or row is unreadable without quoting any of its text', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const secret = String(privateKey.export({ format: 'jwk' }).d);
    // Cut inside the private part: the parser's own message would quote the text around the cut.
    const damaged = JSON.stringify({ privateJwk: privateKey.export({ format: 'jwk' }) }).replace(
      secret,
      `${secret.slice(0, 20)}"x`,
    );
    writeFileSync(join(dir, legacySigningKeyFile), damaged, { mode: 0o600 });
    const legacyFailure = (() => {
      try {
        importLegacySigningKey(db, dir, clock.now);
        return null;
      } catch (error) {
        return error as Error;
      }
    })();
    expect(legacyFailure?.message).toBe('The signing key in signing-key.json is unreadable.');
    expect(legacyFailure?.message).not.toContain(secret.slice(0, 8));
    rmSync(join(dir, legacySigningKeyFile));

    importLegacySigningKey(db, dir, clock.now);
    db.prepare('UPDATE signing_keys SET private_jwk = ?').run(damaged);
    const ringFailure = (() => {
      try {
        ring().signingKey();
        return null;
      } catch (error) {
        return error as Error;
      }
    })();
    expect(ringFailure?.message).toMatch(/^The signing key in the database \(key [\w-]+\) is unreadable\.$/);
    expect(ringFailure?.cause).toBeUndefined();
  });

  it('rotate: both kids are published, the old token verifies, new tokens carry the new kid; the old kid leaves once its tokens expired', () => {
    importLegacySigningKey(db, dir, clock.now);
    const keys = ring();
    const old = keys.signingKey();
    const oldToken = tokenBy(old);
    clock.now += 1000;
    const newKid = rotateSigningKey(db, clock.now);
    expect(kids(keys)).toEqual([newKid, old.kid]);
    expect(verifies(keys, oldToken)).toBe(true);
    const fresh = keys.signingKey();
    expect(fresh.kid).toBe(newKid);
    expect(JSON.parse(Buffer.from(tokenBy(fresh).split('.')[0] ?? '', 'base64url').toString())).toMatchObject(
      {
        kid: newKid,
      },
    );
    clock.now += ttlSeconds * 1000 + retirementGraceMs - 1;
    expect(kids(keys)).toEqual([newKid, old.kid]);
    clock.now += 2;
    expect(kids(keys)).toEqual([newKid]);
    // Deleted for good by the next prune, at most once a minute.
    expect(db.prepare('SELECT kid FROM signing_keys').all()).toHaveLength(2);
    clock.monotonic += 60_000;
    expect(kids(keys)).toEqual([newKid]);
    expect(db.prepare('SELECT kid FROM signing_keys').all()).toEqual([{ kid: newKid }]);
  });

  it('are shared: a key another instance starts using is found, re-reading at most once a second', () => {
    importLegacySigningKey(db, dir, clock.now);
    const mine = ring();
    const theirs = ring();
    expect(verifies(mine, tokenBy(theirs.signingKey()))).toBe(true);

    // A made-up but well-formed key id makes this instance re-read the keys...
    clock.monotonic += 5000;
    expect(mine.verificationKey('A'.repeat(43))).toBeUndefined();
    // ...so a rotation right after is not seen within that second: re-reads are bounded.
    rotateSigningKey(db, clock.now);
    const rotated = tokenBy(theirs.signingKey());
    clock.monotonic += 999;
    expect(verifies(mine, rotated)).toBe(false);
    clock.monotonic += 1;
    expect(verifies(mine, rotated)).toBe(true);
  });

  it('keep one active key, however many instances make sure of one at once', () => {
    for (let i = 0; i < 3; i++) importLegacySigningKey(db, dir, clock.now);
    const active = db.prepare('SELECT count(*) AS n FROM signing_keys WHERE retired_at IS NULL').get();
    expect(active).toEqual({ n: 1 });
    expect(() => db.prepare("INSERT INTO signing_keys VALUES ('x', '{}', 0, 0, NULL, 1)").run()).toThrow(
      /UNIQUE/,
    );
    // A key cannot be both retired and active, nor neither.
    expect(() => db.prepare("INSERT INTO signing_keys VALUES ('y', '{}', 0, 0, 5, 1)").run()).toThrow(
      /CHECK/,
    );
    expect(() => db.prepare("INSERT INTO signing_keys VALUES ('z', '{}', 0, 0, NULL, NULL)").run()).toThrow(
      /CHECK/,
    );
  });
});
