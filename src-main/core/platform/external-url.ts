/**
 * Only web pages may be handed to the system: a `file:`, `javascript:` or custom-scheme URL
 * opened by the OS could run programs. Returns the normalized URL or throws.
 */
export function checkExternalUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('Not a valid URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`Refusing to open a ${url.protocol} URL outside the app.`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new Error('Refusing to open a URL that carries credentials.');
  }
  return url.href;
}
