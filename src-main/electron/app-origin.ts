/**
 * The renderer is served from a privileged custom scheme rather than file://, so that it has a
 * real origin (checked on every IPC message) and responses can carry a CSP header.
 */
export const appScheme = 'app';
export const appHost = 'stint';
export const appOrigin = `${appScheme}://${appHost}`;
export const appIndexUrl = `${appOrigin}/index.html`;

/**
 * The origin of a URL as Chromium sees it. Node's URL says "null" for every non-special scheme,
 * but Chromium gives a standard privileged scheme such as app:// a real `scheme://host` origin.
 * Opaque URLs (data:, about:, javascript:, file:) have no origin at all.
 */
export function originOf(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  if (url.protocol === `${appScheme}:` && url.host !== '') return `${url.protocol}//${url.host}`;
  return null;
}
