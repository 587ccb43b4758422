import { describe, expect, it } from 'vitest';
import { checkUpgrade, type UpgradeRequest } from './upgrade-check.ts';

const port = 43210;
const key = 'k'.repeat(43);
const good: UpgradeRequest = {
  url: `/bridge?key=${key}`,
  host: `127.0.0.1:${port}`,
  origin: `http://127.0.0.1:${port}`,
  remoteAddress: '127.0.0.1',
};

describe('checkUpgrade', () => {
  it('accepts our own page with this launch key', () => {
    expect(checkUpgrade(good, port, key)).toEqual({ ok: true });
  });

  it.each<[string, Partial<UpgradeRequest>]>([
    ['wrong key', { url: `/bridge?key=${'x'.repeat(43)}` }],
    ['key of another length', { url: '/bridge?key=short' }],
    ['no key', { url: '/bridge' }],
    ['foreign Origin', { origin: 'http://evil.example' }],
    ['another local port as Origin', { origin: 'http://127.0.0.1:1' }],
    ['localhost spelled differently', { origin: `http://localhost:${port}` }],
    ['missing Origin', { origin: undefined }],
    ['rebound Host name', { host: `attacker.example:${port}` }],
    ['non-loopback peer', { remoteAddress: '192.168.1.4' }],
    ['other path', { url: `/other?key=${key}` }],
  ])('refuses a %s', (_label, change) => {
    const verdict = checkUpgrade({ ...good, ...change }, port, key);
    expect(verdict.ok).toBe(false);
  });
});
