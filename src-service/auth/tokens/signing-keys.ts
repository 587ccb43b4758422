import { chmodSync, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import { join } from 'node:path';

export const signingKeyFileName = 'signing-key.json';
export const signingAlgorithm = 'ES256';

export interface PublicJwk {
  readonly kty: 'EC';
  readonly crv: 'P-256';
  readonly x: string;
  readonly y: string;
  readonly kid: string;
  readonly alg: typeof signingAlgorithm;
  readonly use: 'sig';
}

export interface SigningKeys {
  readonly kid: string;
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly publicJwk: PublicJwk;
}

interface StoredKey {
  readonly kid: string;
  readonly privateJwk: JsonWebKey;
}

/** RFC 7638 thumbprint of an EC public key: the key id. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

function fromPrivateJwk(privateJwk: JsonWebKey): SigningKeys {
  const privateKey = createPrivateKey({ key: privateJwk, format: 'jwk' });
  const publicKey = createPublicKey(privateKey);
  const pub = publicKey.export({ format: 'jwk' });
  if (pub.kty !== 'EC' || pub.crv !== 'P-256' || typeof pub.x !== 'string' || typeof pub.y !== 'string') {
    throw new Error('The signing key is not a P-256 key.');
  }
  const kid = thumbprint(pub);
  return {
    kid,
    privateKey,
    publicKey,
    publicJwk: { kty: 'EC', crv: 'P-256', x: pub.x, y: pub.y, kid, alg: signingAlgorithm, use: 'sig' },
  };
}

/**
 * The access-token signing key (ECDSA P-256), generated on first start and kept in the data
 * folder readable by the owner only (0600). Written to a temporary file and renamed, so a crash
 * never leaves half a key.
 */
export function loadOrCreateSigningKeys(dataDir: string): SigningKeys {
  const file = join(dataDir, signingKeyFileName);
  if (existsSync(file)) {
    if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredKey;
    return fromPrivateJwk(stored.privateJwk);
  }
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const keys = fromPrivateJwk(privateKey.export({ format: 'jwk' }));
  const stored: StoredKey = { kid: keys.kid, privateJwk: privateKey.export({ format: 'jwk' }) };
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(stored), { mode: 0o600, flag: 'wx' });
  renameSync(temporary, file);
  return keys;
}
