import { fromAddress } from './mailer.ts';

/**
 * `smtp://user:pass@host:port` or `smtps://...`; `?from=` sets the sender. The URL's password
 * never appears in `description` (it is printed at start-up).
 */
export function parseSmtpUrl(text: string): { url: URL; from: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('The SMTP address must be a URL such as smtp://user:password@mail.example.com:587');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`The SMTP address must start with smtp:// or smtps://, not ${url.protocol}//`);
  if (url.hostname === '') throw new Error('The SMTP address names no host');
  const from = url.searchParams.get('from') ?? fromAddress;
  url.searchParams.delete('from');
  return { url, from };
}
