import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonFileSettingsStore } from './json-file-settings-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function file(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-settings-'));
  dirs.push(dir);
  return join(dir, 'nested', 'settings.json');
}

describe('JsonFileSettingsStore', () => {
  it('persists values across instances', () => {
    const path = file();
    const a = new JsonFileSettingsStore(path);
    a.set('theme', 'dark');
    a.set('idle', { minutes: 10 });
    a.delete('theme');
    const b = new JsonFileSettingsStore(path);
    expect(b.get('theme')).toBeUndefined();
    expect(b.get('idle')).toEqual({ minutes: 10 });
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ idle: { minutes: 10 } });
  });

  it('starts empty from a damaged file instead of failing', () => {
    const path = file();
    new JsonFileSettingsStore(path).set('a', 1);
    writeFileSync(path, '{not json');
    const store = new JsonFileSettingsStore(path);
    expect(store.get('a')).toBeUndefined();
    store.set('a', 2);
    expect(new JsonFileSettingsStore(path).get('a')).toBe(2);
  });

  it('does not read inherited properties as settings', () => {
    const store = new JsonFileSettingsStore(file());
    expect(store.get('constructor')).toBeUndefined();
    expect(store.get('__proto__')).toBeUndefined();
  });
});
