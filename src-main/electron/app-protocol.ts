import type { Protocol } from 'electron';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { resolveStaticPath } from '../browser-host/static-files.ts';
import { contentSecurityPolicy, securityHeaders } from '../core/security/content-security-policy.ts';
import { appHost, appScheme } from './app-origin.ts';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
};

/** Must run before the app is ready: gives `app://` a real, secure origin. */
export function registerAppSchemePrivileges(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: appScheme, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer under `app://stint/` with the same security headers as the browser host. */
export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  const headers = securityHeaders(contentSecurityPolicy());
  protocol.handle(appScheme, async (request) => {
    const url = new URL(request.url);
    const file = url.host === appHost ? resolveStaticPath(rendererDir, url.pathname) : null;
    if (file === null) return new Response('Not found', { status: 404, headers });
    try {
      const body = await readFile(file);
      return new Response(body, {
        status: 200,
        headers: { ...headers, 'Content-Type': types[extname(file)] ?? 'application/octet-stream' },
      });
    } catch {
      return new Response('Not found', { status: 404, headers });
    }
  });
}
