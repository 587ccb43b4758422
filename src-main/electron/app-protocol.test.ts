import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleAppProtocol, registerAppSchemePrivileges } from './app-protocol.ts';

vi.mock('electron', () => ({}));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function serve() {
  const root = mkdtempSync(join(tmpdir(), 'stint-proto-'));
  dirs.push(root);
  const rendererDir = join(root, 'renderer');
  mkdirSync(rendererDir);
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html>');
  writeFileSync(join(root, 'secret.txt'), 'secret');
  let handler: ((request: Request) => Promise<Response>) | undefined;
  handleAppProtocol({ handle: (_scheme: string, h: typeof handler) => (handler = h) } as never, rendererDir);
  return (url: string) => handler!(new Request(url));
}

describe('app protocol', () => {
  it('registers app:// as a standard, secure scheme', () => {
    const registerSchemesAsPrivileged = vi.fn();
    registerAppSchemePrivileges({ registerSchemesAsPrivileged });
    expect(registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves the renderer with the CSP header', async () => {
    const fetchApp = serve();
    const res = await fetchApp('app://stint/index.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves nothing outside the renderer folder or for another host', async () => {
    const fetchApp = serve();
    expect((await fetchApp('app://stint/%2e%2e/secret.txt')).status).toBe(404);
    expect((await fetchApp('app://other/index.html')).status).toBe(404);
  });
});
