import type { SqlDatabase } from '../../storage/sql-database.ts';
import { constraintViolation } from '../../storage/sql-errors.ts';
import {
  generateSigningKey,
  keyIdPattern,
  privateJwkOf,
  signingKeyFromText,
  type PublicJwk,
  type SigningKey,
  type VerificationKeys,
} from './signing-keys.ts';
import { signingKeyStore as store, type StoredSigningKey } from './signing-key-store.ts';

/**
 * How long past its access-token lifetime a retired key stays: an instance may sign with a key
 * in the instant another one retires it, and instances' clocks differ by a little.
 */
export const retirementGraceMs = 60_000;

const pruneEveryMs = 60_000;

export interface SigningKeyRingOptions {
  readonly accessTokenTtlSeconds: number;
  /** The service clock (epoch ms): retirement and expiry are business time, like token expiry. */
  readonly now: () => number;
  /** A monotonic clock for the bound on re-reads; `performance.now` by default. */
  readonly monotonic?: () => number;
  /** At most one re-read of the keys per this many ms when a token names an unknown key id. */
  readonly rereadEveryMs?: number;
}

/**
 * The access-token signing keys of every instance of the service, kept in the database: the one
 * active key signs (re-read at every signing, so a `keys rotate` by another process takes effect
 * at once), and every key that may still have unexpired tokens verifies and is published.
 *
 * A token naming a key id this instance has not loaded (one another instance started using) makes
 * it re-read the keys, at most once per `rereadEveryMs` and only for a well-formed id, so tokens
 * with made-up key ids cannot turn into a query each.
 */
export class SigningKeyRing implements VerificationKeys {
  readonly #db: SqlDatabase;
  readonly #retentionMs: number;
  readonly #now: () => number;
  readonly #monotonic: () => number;
  readonly #rereadEveryMs: number;
  #known = new Map<string, SigningKey>();
  #lastReread = -Infinity;
  #lastPrune = -Infinity;
  /** The re-read under way, which every token naming an unknown key id waits for. */
  #rereading: Promise<void> | null = null;

  /** Use `open`, which loads the stored keys first. */
  private constructor(db: SqlDatabase, options: SigningKeyRingOptions) {
    this.#db = db;
    this.#retentionMs = options.accessTokenTtlSeconds * 1000 + retirementGraceMs;
    this.#now = options.now;
    this.#monotonic = options.monotonic ?? (() => performance.now());
    this.#rereadEveryMs = options.rereadEveryMs ?? 1000;
  }

  /**
   * The ring over the keys stored in `db`, every one of them loaded; the first key is made now
   * when there is none, so instances started together all know it before any token names it
   * (a re-read for an unknown key id waits a second after the last).
   */
  static async open(db: SqlDatabase, options: SigningKeyRingOptions): Promise<SigningKeyRing> {
    const ring = new SigningKeyRing(db, options);
    await ensureActiveSigningKey(db, options.now());
    await ring.#reread();
    return ring;
  }

  /** The key that signs now; one is made when the database has none. */
  async signingKey(): Promise<SigningKey> {
    const active = (await store.active(this.#db)) ?? (await this.#createFirst());
    return this.#keyOf(active);
  }

  /**
   * The key a token names. A known one answers without a query; an unknown well-formed id waits
   * for a re-read of the keys (shared by every token waiting at that time).
   */
  async verificationKey(kid: string): Promise<SigningKey | undefined> {
    const known = this.#known.get(kid);
    if (known !== undefined || !keyIdPattern.test(kid)) return known;
    if (this.#rereading === null) {
      const at = this.#monotonic();
      if (at - this.#lastReread < this.#rereadEveryMs) return undefined;
      this.#rereading = this.#reread().finally(() => {
        this.#rereading = null;
      });
    }
    await this.#rereading;
    return this.#known.get(kid);
  }

  /**
   * The public keys for the JWKS: the active one and every retired one whose tokens may not have
   * expired yet. Keys past that are deleted, at most once a minute (the JWKS is public: a flood
   * of requests must not turn into as many writes).
   */
  async publishedKeys(): Promise<PublicJwk[]> {
    const cutoff = this.#now() - this.#retentionMs;
    const at = this.#monotonic();
    if (at - this.#lastPrune >= pruneEveryMs) {
      this.#lastPrune = at;
      await store.deleteRetiredBefore(this.#db, cutoff);
    }
    return (await store.all(this.#db))
      .filter((row) => row.retiredAt === null || row.retiredAt >= cutoff)
      .map((row) => this.#keyOf(row).publicJwk);
  }

  #keyOf(row: StoredSigningKey): SigningKey {
    let key = this.#known.get(row.kid);
    if (key === undefined) {
      key = storedKey(row);
      this.#known.set(row.kid, key);
    }
    return key;
  }

  async #createFirst(): Promise<StoredSigningKey> {
    await ensureActiveSigningKey(this.#db, this.#now());
    const active = await store.active(this.#db);
    if (active === undefined) throw new Error('No active signing key after creating one.');
    return active;
  }

  /** Loads every stored key; keys gone from the database leave memory too. */
  async #reread(): Promise<void> {
    this.#lastReread = this.#monotonic();
    const rows = await store.all(this.#db);
    const known = new Map<string, SigningKey>();
    for (const row of rows) {
      known.set(row.kid, this.#known.get(row.kid) ?? storedKey(row));
    }
    this.#known = known;
  }
}

const storedKey = (row: StoredSigningKey): SigningKey =>
  signingKeyFromText(row.privateJwk, `the database (key ${row.kid})`, (parsed) => parsed);

/** Makes `key` (a new one unless given) the active key unless there is one already. */
export async function ensureActiveSigningKey(
  db: SqlDatabase,
  now: number,
  key: () => SigningKey = generateSigningKey,
): Promise<void> {
  try {
    await db.transaction(async () => {
      if ((await store.active(db)) !== undefined) return;
      const made = key();
      await store.activate(db, made.kid, privateJwkOf(made), now);
    });
  } catch (error) {
    // Another instance made the first key at the same moment: that one signs.
    if (constraintViolation(error) !== 'unique' || (await store.active(db)) === undefined) throw error;
  }
}

/**
 * `keys rotate`: a new key signs from now on; the one before stays published (and verifies)
 * until the tokens it signed have expired. Answers the new key id.
 */
export async function rotateSigningKey(db: SqlDatabase, now: number): Promise<string> {
  const key = generateSigningKey();
  await db.transaction(() => store.activate(db, key.kid, privateJwkOf(key), now));
  return key.kid;
}
