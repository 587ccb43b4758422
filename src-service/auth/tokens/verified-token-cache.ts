import type { VerificationKeys } from './signing-keys.ts';
import { verifyAccessToken, type AccessTokenClaims } from './access-tokens.ts';

/**
 * Remembers the claims of access tokens whose signature already checked out, so a client that
 * sends the same token for five minutes pays for one ECDSA verification, not hundreds. A token is
 * immutable, so its claims cannot change; expiry is still checked on every use, and everything
 * that can be revoked (session, membership, user) is read from the database by the caller each
 * time. Bounded: the oldest entry goes first.
 *
 * Per process on purpose: it holds nothing another instance must see. It only ever answers for a
 * token that verified, and no key leaves the ring before every token it signed has expired, so a
 * rotation cannot make a cached token wrong; revocation is the caller's database read.
 */
export class VerifiedTokenCache {
  readonly #keys: VerificationKeys;
  readonly #issuer: string;
  readonly #limit: number;
  readonly #entries = new Map<string, AccessTokenClaims>();

  constructor(keys: VerificationKeys, issuer: string, limit = 1024) {
    this.#keys = keys;
    this.#issuer = issuer;
    this.#limit = limit;
  }

  get size(): number {
    return this.#entries.size;
  }

  async verify(token: string, now: number): Promise<AccessTokenClaims | null> {
    const cached = this.#entries.get(token);
    if (cached !== undefined) {
      if (now < cached.exp * 1000) return cached;
      this.#entries.delete(token);
      return null;
    }
    const claims = await verifyAccessToken(this.#keys, token, { issuer: this.#issuer, now });
    if (claims === null) return null;
    if (this.#entries.size >= this.#limit) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(token, claims);
    return claims;
  }
}
