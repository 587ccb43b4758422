import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

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

/** One access-token signing key (ECDSA P-256) with its id. */
export interface SigningKey {
  readonly kid: string;
  readonly privateKey: KeyObject;
  readonly publicKey: KeyObject;
  readonly publicJwk: PublicJwk;
}

/**
 * Where a verifier finds the key a token names; undefined for a key id it does not know.
 * Asynchronous because a key id no instance-local copy knows may be looked up in the database.
 */
export interface VerificationKeys {
  verificationKey(kid: string): Promise<SigningKey | undefined>;
}

/** What a key id looks like (an RFC 7638 thumbprint, SHA-256 in base64url). */
export const keyIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** RFC 7638 thumbprint of an EC public key: the key id. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * A signing key from its stored JSON text. A damaged text fails with a fixed sentence: the
 * parser's own message quotes a piece of the text, which would put private key material into
 * logs and crash output.
 */
export function signingKeyFromText(
  text: string,
  where: string,
  pick: (parsed: unknown) => unknown,
): SigningKey {
  let jwk: unknown;
  try {
    jwk = pick(JSON.parse(text));
  } catch {
    jwk = undefined;
  }
  if (typeof jwk !== 'object' || jwk === null) throw new Error(`The signing key in ${where} is unreadable.`);
  try {
    return signingKeyFromJwk(jwk as JsonWebKey);
  } catch {
    throw new Error(`The signing key in ${where} is unreadable.`);
  }
}

export function signingKeyFromJwk(privateJwk: JsonWebKey): SigningKey {
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

export function generateSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return signingKeyFromJwk(privateKey.export({ format: 'jwk' }));
}

/** The private JWK of a key, as stored in the database (never logged, never sent). */
export const privateJwkOf = (key: SigningKey): string =>
  JSON.stringify(key.privateKey.export({ format: 'jwk' }));
