import { validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import type { Configuration } from 'app-builder-lib';
import { DebugLogger } from 'builder-util';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const load = (): Configuration =>
  JSON.parse(readFileSync(`${root}build/electron-builder.json`, 'utf8')) as Configuration;

describe('electron-builder configuration', () => {
  it("passes electron-builder's own schema check", async () => {
    await expect(validateConfiguration(load(), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('is really checked: a misspelt option fails the schema check', async () => {
    const broken = { ...load(), mac: { ...load().mac, hardendRuntime: true } } as Configuration;
    await expect(validateConfiguration(broken, new DebugLogger(false))).rejects.toThrow(/configuration/);
  });

  it('builds every installer the issue names', () => {
    const config = load();
    expect(config.linux?.target).toEqual(['AppImage', 'deb']);
    expect(config.win?.target).toEqual(['nsis']);
    expect(config.mac?.target).toEqual(['dmg']);
    expect(config.appId).toBe('dev.stint.desktop');
    expect(config.productName).toBe('Stint');
  });

  it('signs macOS builds with the hardened runtime and only the JIT entitlement', () => {
    const mac = load().mac;
    expect(mac?.hardenedRuntime).toBe(true);
    const plist = readFileSync(`${root}${String(mac?.entitlements)}`, 'utf8');
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1]);
    expect(keys).toEqual(['com.apple.security.cs.allow-jit']);
  });

  it('ships the Node-API native modules unpacked and does not rebuild them', () => {
    const config = load();
    expect(config.asarUnpack).toContain('**/*.node');
    expect(config.npmRebuild).toBe(false);
    expect(config.buildDependenciesFromSource).toBe(false);
  });

  it('points at icons and tray images that exist', () => {
    const config = load();
    expect(existsSync(`${root}build/icon.png`)).toBe(true);
    for (const size of [16, 32, 48, 256, 512])
      expect(existsSync(`${root}build/icons/${size}x${size}.png`)).toBe(true);
    for (const state of ['idle', 'running', 'paused']) {
      for (const name of [`tray-${state}Template`, `tray-${state}-dark`, `tray-${state}-light`]) {
        expect(existsSync(`${root}build/tray/${name}.png`), name).toBe(true);
        expect(existsSync(`${root}build/tray/${name}@2x.png`), name).toBe(true);
      }
    }
    expect(config.extraResources).toEqual([{ from: 'build/tray', to: 'tray', filter: ['*.png'] }]);
  });
});
