import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { maxFavorites } from '../../../src-shared/domain/favorite.ts';
import { JsonFileSettingsStore } from '../platform/json-file-settings-store.ts';
import { FavoritesFullError, FavoritesStore, favoritesKey } from './favorites-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function settingsFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-favorites-'));
  dirs.push(dir);
  return join(dir, 'settings.json');
}

const acme = 'server:https://stint.example.com|org-acme#user-alice';
const globex = 'server:https://stint.example.com|org-globex#user-alice';
const website = { id: 'p1', name: 'Website', code: 'WEB' };

describe('FavoritesStore', () => {
  it('keeps favorites per workplace and finds them again after a restart in the same settings file', () => {
    const file = settingsFile();
    const store = new FavoritesStore(new JsonFileSettingsStore(file));
    store.add(acme, { project: website, task: null, description: '' });
    store.add(acme, { project: website, task: { id: 't1', name: 'Design' }, description: 'Hero' });
    expect(store.list(globex)).toEqual([]);

    const again = new FavoritesStore(new JsonFileSettingsStore(file));
    expect(again.list(acme).map((f) => [f.project.name, f.task?.name ?? null, f.description])).toEqual([
      ['Website', null, ''],
      ['Website', 'Design', 'Hero'],
    ]);
    expect(again.list(globex)).toEqual([]);
  });

  it('adds the same project, task and description only once, and removes by id', () => {
    const store = new FavoritesStore(new JsonFileSettingsStore(settingsFile()));
    const [first] = store.add(acme, { project: website, task: null, description: '' });
    expect(store.add(acme, { project: website, task: null, description: '' })).toHaveLength(1);
    expect(store.remove(acme, first!.id)).toEqual([]);
    expect(store.list(acme)).toEqual([]);
  });

  it('refuses more than the maximum', () => {
    const store = new FavoritesStore(new JsonFileSettingsStore(settingsFile()));
    for (let i = 0; i < maxFavorites; i++) {
      store.add(acme, { project: website, task: null, description: `entry ${i}` });
    }
    expect(() => store.add(acme, { project: website, task: null, description: 'one more' })).toThrow(
      FavoritesFullError,
    );
  });

  it('ignores damaged stored data: the whole entry, or one favorite among good ones', () => {
    const file = settingsFile();
    writeFileSync(file, JSON.stringify({ [favoritesKey]: 'garbage' }));
    expect(new FavoritesStore(new JsonFileSettingsStore(file)).list(acme)).toEqual([]);

    const good = { id: 'f1', project: website, task: null, description: '' };
    writeFileSync(
      file,
      JSON.stringify({
        [favoritesKey]: {
          [acme]: [good, { id: 'f2', project: { id: 'p2' } }, 42, null, { ...good, description: 'again' }],
          [globex]: { not: 'a list' },
        },
      }),
    );
    const store = new FavoritesStore(new JsonFileSettingsStore(file));
    // The second good one shares the first one's id: one favorite per id.
    expect(store.list(acme)).toEqual([good]);
    expect(store.list(globex)).toEqual([]);
    // Writing again keeps the other workplaces' entries as they were.
    store.add(acme, { project: website, task: null, description: 'new' });
    expect(store.list(acme)).toHaveLength(2);
  });

  it('follows a renamed project', () => {
    const store = new FavoritesStore(new JsonFileSettingsStore(settingsFile()));
    store.add(acme, { project: website, task: null, description: '' });
    store.rename(acme, new Map([['p1', { name: 'Web shop', code: null }]]));
    expect(store.list(acme)[0]?.project).toEqual({ id: 'p1', name: 'Web shop', code: null });
  });
});
