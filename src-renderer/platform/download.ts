import {
  downloadIdPattern,
  downloadPathPrefix,
  downloadProofLabel,
  downloadProofParam,
} from '../../src-shared/ipc/download-protocol.ts';

function base64url(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** base64url(HMAC-SHA256(launch key, label + id)): proves the request comes from this launch's page. */
export async function downloadProof(key: string, id: string): Promise<string> {
  const encoder = new TextEncoder();
  const hmacKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return base64url(await crypto.subtle.sign('HMAC', hmacKey, encoder.encode(`${downloadProofLabel}${id}`)));
}

/**
 * Saves a browser-host export as a download of the browser: a link to the one-time address with
 * the proof, clicked once. Chromium streams it to its downloads (asking where, when the person
 * chose that in its settings); the launch key itself never appears in the address.
 */
export async function startDownload(url: string, fileName: string, key: string): Promise<void> {
  const id = url.startsWith(downloadPathPrefix) ? url.slice(downloadPathPrefix.length) : '';
  if (!downloadIdPattern.test(id)) throw new Error('Not a download address of this app.');
  const link = document.createElement('a');
  link.href = `${url}?${downloadProofParam}=${await downloadProof(key, id)}`;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
