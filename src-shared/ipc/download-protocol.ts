/**
 * Downloads of the browser host (exports): the host answers `/exports/<id>` once, to a request
 * that proves it comes from this launch's page by `?proof=` = base64url(HMAC-SHA256(launch key,
 * downloadProofLabel + id)). The page computes the proof with WebCrypto, so the key itself never
 * appears in an address, the download history or a log.
 */
export const downloadPathPrefix = '/exports/';
export const downloadProofParam = 'proof';
export const downloadProofLabel = 'stint-export:';
/** Ids are 32 random bytes in base64url. */
export const downloadIdPattern = /^[A-Za-z0-9_-]{43}$/;
