import { describe, expect, it } from 'vitest';
import { resolveStaticPath } from './static-files.ts';

describe('resolveStaticPath', () => {
  const root = '/srv/renderer';
  it('maps / to the index page and assets inside the root', () => {
    expect(resolveStaticPath(root, '/')).toBe('/srv/renderer/index.html');
    expect(resolveStaticPath(root, '/assets/app-1.js')).toBe('/srv/renderer/assets/app-1.js');
  });

  it.each([
    '/../secret',
    '/assets/../../etc/passwd',
    '/%2e%2e/etc/passwd',
    '/a%00b',
    '/%5c..%5cx',
    '/%E0%A4%A',
  ])('refuses %s', (path) => {
    expect(resolveStaticPath(root, path)).toBeNull();
  });
});
