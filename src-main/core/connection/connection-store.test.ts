import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonFileSettingsStore } from '../platform/json-file-settings-store.ts';
import { ConnectionStore } from './connection-store.ts';
import { serverSettings } from './connection-profile.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function settingsFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-conn-'));
  dirs.push(dir);
  return join(dir, 'settings.json');
}

describe('ConnectionStore', () => {
  it('defaults to this computer and keeps one installation id', () => {
    const file = settingsFile();
    const store = new ConnectionStore(new JsonFileSettingsStore(file));
    expect(store.current()).toEqual({ kind: 'this-computer' });
    const id = store.installationId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new ConnectionStore(new JsonFileSettingsStore(file)).installationId()).toBe(id);
  });

  it('remembers the chosen server and the last organization per connection, across restarts', () => {
    const file = settingsFile();
    const store = new ConnectionStore(new JsonFileSettingsStore(file));
    const settings = serverSettings({ serviceUrl: 'https://stint.example.com' });
    store.setCurrent({ kind: 'server', settings });
    store.rememberOrganization('server:a', { id: 'o1', authOrganizationId: 'org_1' });
    store.rememberOrganization('this-computer:x', { id: 'o2', authOrganizationId: 'org_2' });
    store.markSignedIn('this-computer:x');
    const again = new ConnectionStore(new JsonFileSettingsStore(file));
    expect(again.current()).toEqual({ kind: 'server', settings });
    expect(again.lastOrganization('server:a')).toEqual({ id: 'o1', authOrganizationId: 'org_1' });
    expect(again.lastOrganization('this-computer:x')?.id).toBe('o2');
    expect(again.lastOrganization('server:b')).toBeNull();
    expect(again.lastOrganization('constructor')).toBeNull();
    expect(again.signedInBefore('this-computer:x')).toBe(true);
    expect(again.signedInBefore('server:a')).toBe(false);
    again.rememberOrganization('server:a', null);
    expect(again.lastOrganization('server:a')).toBeNull();
  });

  it('reads damaged values as absent', () => {
    const file = settingsFile();
    writeFileSync(
      file,
      JSON.stringify({
        'connection.current': { kind: 'server' },
        'connection.installationId': 'not-a-uuid',
        'connection.lastOrganization': 'x',
      }),
    );
    const store = new ConnectionStore(new JsonFileSettingsStore(file));
    expect(store.current()).toEqual({ kind: 'this-computer' });
    expect(store.installationId()).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.lastOrganization('a')).toBeNull();
  });
});
