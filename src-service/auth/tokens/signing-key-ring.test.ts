import { generateKeyPairSync } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { constraintViolation, type ConstraintKind } from '../../storage/sql-errors.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { signAccessToken, verifyAccessToken } from './access-tokens.ts';
import { importLegacySigningKey, legacySigningKeyFile } from './legacy-signing-key.ts';
import {
  ensureActiveSigningKey,
  retirementGraceMs,
  rotateSigningKey,
  SigningKeyRing,
} from './signing-key-ring.ts';
import { signingKeyFromJwk, type SigningKey } from './signing-keys.ts';

const ttlSeconds = 300;
const issuer = 'http://127.0.0.1:1/auth';
const openDatabase = useEngineDatabases();

let clock: { now: number; monotonic: number };
beforeEach(() => {
  clock = { now: 1_700_000_000_000, monotonic: 0 };
});

const ring = (db: SqlDatabase): Promise<SigningKeyRing> =>
  SigningKeyRing.open(db, {
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
const verifies = async (keys: SigningKeyRing, token: string): Promise<boolean> =>
  (await verifyAccessToken(keys, token, { issuer, now: clock.now })) !== null;
const kids = async (keys: SigningKeyRing): Promise<string[]> =>
  (await keys.publishedKeys()).map((k) => k.kid);
const storedKids = (db: SqlDatabase): Promise<{ kid: string }[]> =>
  db.all<{ kid: string }>('SELECT kid FROM signing_keys');

async function refusal(write: Promise<unknown>): Promise<ConstraintKind | null | 'none'> {
  try {
    await write;
    return 'none';
  } catch (error) {
    return constraintViolation(error);
  }
}

async function failure(work: () => Promise<unknown>): Promise<Error | null> {
  try {
    await work();
    return null;
  } catch (error) {
    return error as Error;
  }
}

describe.each(engines)('signing keys in the database (%s)', (dialect) => {
  it('start with one active key, published without its private part', async () => {
    const { db, dir } = await openDatabase(dialect);
    await importLegacySigningKey(db, dir, clock.now);
    const keys = await ring(db);
    const published = await keys.publishedKeys();
    expect(published).toHaveLength(1);
    expect(published[0]?.kid).toBe((await keys.signingKey()).kid);
    expect(Object.keys(published[0] ?? {}).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x', 'y']);
    expect(await storedKids(db)).toHaveLength(1);
  });

  it('make the first key when the database has none (PostgreSQL has no legacy file), known to every instance at once', async () => {
    const opened = await openDatabase(dialect);
    const [mine, theirs] = await Promise.all([ring(opened.db), ring(await opened.another())]);
    const stored = await storedKids(opened.db);
    expect(stored).toHaveLength(1);
    const first = await mine.signingKey();
    expect(stored).toEqual([{ kid: first.kid }]);
    // Within the second after its start, when it would not re-read for an unknown key id.
    expect(await verifies(theirs, tokenBy(first))).toBe(true);
    expect((await theirs.signingKey()).kid).toBe(first.kid);
  });

  it('take over the key of signing-key.json, so earlier tokens keep verifying, and remove the file', async () => {
    const { db, dir } = await openDatabase(dialect);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const privateJwk = privateKey.export({ format: 'jwk' });
    const legacy = signingKeyFromJwk(privateJwk);
    const file = join(dir, legacySigningKeyFile);
    writeFileSync(file, JSON.stringify({ kid: legacy.kid, privateJwk }), { mode: 0o600 });
    const before = tokenBy(legacy);
    await importLegacySigningKey(db, dir, clock.now);
    expect(existsSync(file)).toBe(false);
    const keys = await ring(db);
    expect((await keys.signingKey()).kid).toBe(legacy.kid);
    expect(await verifies(keys, before)).toBe(true);
    await importLegacySigningKey(db, dir, clock.now);
    expect(await kids(keys)).toEqual([legacy.kid]);
  });

  it('say a damaged key file or row is unreadable without quoting any of its text', async () => {
    const { db, dir } = await openDatabase(dialect);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const secret = String(privateKey.export({ format: 'jwk' }).d);
    // Cut inside the private part: the parser's own message would quote the text around the cut.
    const damaged = JSON.stringify({ privateJwk: privateKey.export({ format: 'jwk' }) }).replace(
      secret,
      `${secret.slice(0, 20)}"x`,
    );
    writeFileSync(join(dir, legacySigningKeyFile), damaged, { mode: 0o600 });
    const legacyFailure = await failure(() => importLegacySigningKey(db, dir, clock.now));
    expect(legacyFailure?.message).toBe('The signing key in signing-key.json is unreadable.');
    expect(legacyFailure?.message).not.toContain(secret.slice(0, 8));
    rmSync(join(dir, legacySigningKeyFile));

    await importLegacySigningKey(db, dir, clock.now);
    await db.run('UPDATE signing_keys SET private_jwk = ?', [damaged]);
    const ringFailure = await failure(async () => (await ring(db)).signingKey());
    expect(ringFailure?.message).toMatch(/^The signing key in the database \(key [\w-]+\) is unreadable\.$/);
    expect(ringFailure?.cause).toBeUndefined();
  });

  it('rotate: both kids are published, the old token verifies, new tokens carry the new kid; the old kid leaves once its tokens expired', async () => {
    const { db, dir } = await openDatabase(dialect);
    await importLegacySigningKey(db, dir, clock.now);
    const keys = await ring(db);
    const old = await keys.signingKey();
    const oldToken = tokenBy(old);
    clock.now += 1000;
    const newKid = await rotateSigningKey(db, clock.now);
    expect(await kids(keys)).toEqual([newKid, old.kid]);
    expect(await verifies(keys, oldToken)).toBe(true);
    const fresh = await keys.signingKey();
    expect(fresh.kid).toBe(newKid);
    expect(JSON.parse(Buffer.from(tokenBy(fresh).split('.')[0] ?? '', 'base64url').toString())).toMatchObject(
      { kid: newKid },
    );
    clock.now += ttlSeconds * 1000 + retirementGraceMs - 1;
    expect(await kids(keys)).toEqual([newKid, old.kid]);
    clock.now += 2;
    expect(await kids(keys)).toEqual([newKid]);
    // Deleted for good by the next prune, at most once a minute.
    expect(await storedKids(db)).toHaveLength(2);
    clock.monotonic += 60_000;
    expect(await kids(keys)).toEqual([newKid]);
    expect(await storedKids(db)).toEqual([{ kid: newKid }]);
  });

  it('are shared: a key another instance starts using is found, re-reading at most once a second', async () => {
    const opened = await openDatabase(dialect);
    await importLegacySigningKey(opened.db, opened.dir, clock.now);
    const mine = await ring(opened.db);
    const other = await opened.another();
    const theirs = await ring(other);
    expect(await verifies(mine, tokenBy(await theirs.signingKey()))).toBe(true);

    // A made-up but well-formed key id makes this instance re-read the keys...
    clock.monotonic += 5000;
    expect(await mine.verificationKey('A'.repeat(43))).toBeUndefined();
    // ...so a rotation right after is not seen within that second: re-reads are bounded.
    await rotateSigningKey(other, clock.now);
    const rotated = tokenBy(await theirs.signingKey());
    clock.monotonic += 999;
    expect(await verifies(mine, rotated)).toBe(false);
    clock.monotonic += 1;
    expect(await verifies(mine, rotated)).toBe(true);
  });

  it('re-read once for many tokens that name one unknown key at the same moment', async () => {
    const opened = await openDatabase(dialect);
    const mine = await ring(opened.db);
    const theirs = await ring(await opened.another());
    await mine.signingKey();
    clock.monotonic += 5000;
    await rotateSigningKey(opened.db, clock.now);
    const rotated = tokenBy(await theirs.signingKey());
    const answers = await Promise.all(Array.from({ length: 5 }, () => verifies(mine, rotated)));
    expect(answers).toEqual([true, true, true, true, true]);
  });

  it('keep one active key, however many instances make sure of one at once', async () => {
    const opened = await openDatabase(dialect);
    const instances = [opened.db, await opened.another(), await opened.another()];
    await Promise.all(instances.map((db) => ensureActiveSigningKey(db, clock.now)));
    for (let i = 0; i < 3; i++) await importLegacySigningKey(opened.db, opened.dir, clock.now);
    const { db } = opened;
    const active = await db.get('SELECT count(*) AS n FROM signing_keys WHERE retired_at IS NULL');
    expect(active).toEqual({ n: 1 });
    expect(await refusal(db.run("INSERT INTO signing_keys VALUES ('x', '{}', 0, 0, NULL, 1)"))).toBe(
      'unique',
    );
    // A key cannot be both retired and active, nor neither.
    expect(await refusal(db.run("INSERT INTO signing_keys VALUES ('y', '{}', 0, 0, 5, 1)"))).toBe('check');
    expect(await refusal(db.run("INSERT INTO signing_keys VALUES ('z', '{}', 0, 0, NULL, NULL)"))).toBe(
      'check',
    );
  });
});
