import { describe, expect, it } from 'vitest';
import { mainTranslator } from '../../../src-shared/i18n/main-translator.ts';
import type { MenuSpec, ShellAction } from './menu-spec.ts';
import {
  idle,
  now,
  offline,
  oneOrganization,
  paused,
  readOnly,
  running,
  withFavorites,
} from './shell-model-fixtures.ts';
import { signedOutModel } from './shell-model.ts';
import { buildTrayMenu } from './tray-menu.ts';

function labels(items: readonly MenuSpec[]): string[] {
  return items.flatMap((item) =>
    item.kind === 'item'
      ? [item.label.trim()]
      : item.kind === 'submenu'
        ? [item.label, ...labels(item.items)]
        : [],
  );
}

function actions(items: readonly MenuSpec[]): ShellAction[] {
  return items.flatMap((item) =>
    item.kind === 'item' && item.action !== null
      ? [item.action]
      : item.kind === 'submenu'
        ? actions(item.items)
        : [],
  );
}

describe('buildTrayMenu', () => {
  it('signed out: offers sign-in, opening the window and quitting only', () => {
    const menu = buildTrayMenu(signedOutModel, now);
    expect(labels(menu)).toEqual(['Not signed in', 'Sign In…', 'Open Stint', 'Quit Stint']);
    // No mini window while there is no stopwatch to show in it.
    expect(actions(menu).map((a) => a.type)).toEqual(['session:sign-in', 'window:open', 'app:quit']);
  });

  it('signed in and idle: recent projects to start, today total, organizations', () => {
    const menu = buildTrayMenu(idle, now);
    const text = labels(menu);
    expect(text).toContain('No stopwatch running');
    expect(text).toContain('Start on');
    expect(text).toContain('Today: 2 h 5 min');
    const starts = actions(menu).filter((a) => a.type === 'stopwatch:start');
    expect(starts).toEqual(
      ['p1', 'p2', 'p3', 'p4', 'p5'].map((projectId) => ({ type: 'stopwatch:start', projectId })),
    );
    expect(actions(menu).some((a) => a.type === 'stopwatch:stop')).toBe(false);
    expect(actions(menu)).toContainEqual({ type: 'window:mini' });
    expect(text).toContain('Mini window');
  });

  it('running: the entry with Pause and Stop, switching to other projects, today including the running time', () => {
    const menu = buildTrayMenu(running, now + 120_000);
    const text = labels(menu);
    expect(text).toContain('Running: Website redesign (1 h 4 min)');
    expect(text).toContain('Switch to');
    expect(text).toContain('Today: 3 h 9 min');
    const types = actions(menu).map((a) => a.type);
    expect(types).toContain('stopwatch:pause');
    expect(types).toContain('stopwatch:stop');
    expect(types).not.toContain('stopwatch:resume');
    // The running project is not offered again; one click on another switches.
    const starts = actions(menu).filter(
      (a): a is Extract<ShellAction, { type: 'stopwatch:start' }> => a.type === 'stopwatch:start',
    );
    expect(starts.map((a) => a.projectId)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('paused: Resume instead of Pause, and the time does not advance', () => {
    const early = labels(buildTrayMenu(paused, now));
    const later = labels(buildTrayMenu(paused, now + 3_600_000));
    expect(early).toContain('Paused: Website redesign (1 h 2 min)');
    expect(later).toEqual(early);
    const types = actions(buildTrayMenu(paused, now)).map((a) => a.type);
    expect(types).toContain('stopwatch:resume');
    expect(types).not.toContain('stopwatch:pause');
  });

  it('offline with pending writes: says so at the top', () => {
    const menu = buildTrayMenu(offline, now);
    expect(labels(menu)[0]).toBe('Offline: 3 changes waiting to be sent');
    expect(buildTrayMenu({ ...offline, pendingWrites: 1 }, now)[0]).toMatchObject({
      label: 'Offline: 1 change waiting to be sent',
    });
  });

  it('refused writes: an item that opens the time records to review them', () => {
    const menu = buildTrayMenu({ ...idle, refusedWrites: 2 }, now);
    expect(menu[0]).toMatchObject({
      label: '2 changes were refused: review…',
      action: { type: 'window:open', section: 'time' },
    });
  });

  it('several organizations: radio items with the current one checked', () => {
    const submenu = buildTrayMenu(idle, now).find((i) => i.kind === 'submenu');
    expect(submenu).toMatchObject({ label: 'Organization: Acme Studio' });
    expect(submenu?.kind === 'submenu' ? submenu.items : []).toEqual([
      expect.objectContaining({
        label: 'Acme Studio',
        type: 'radio',
        checked: true,
        action: { type: 'org:switch', organizationId: 'org-acme' },
      }),
      expect.objectContaining({
        label: 'Globex Labs',
        type: 'radio',
        checked: false,
        action: { type: 'org:switch', organizationId: 'org-globex' },
      }),
    ]);
  });

  it('one organization: its name, no switcher', () => {
    const menu = buildTrayMenu(oneOrganization, now);
    expect(menu.some((i) => i.kind === 'submenu')).toBe(false);
    expect(labels(menu)).toContain('Organization: Acme Studio');
  });

  it('read-only member: sees the running entry but no stopwatch controls', () => {
    const menu = buildTrayMenu(readOnly, now);
    expect(labels(menu)).toContain('Read-only access in Acme Studio');
    expect(labels(menu)).toContain('Running: Website redesign (1 h 2 min)');
    const types = actions(menu).map((a) => a.type);
    for (const forbidden of ['stopwatch:pause', 'stopwatch:stop', 'stopwatch:start', 'stopwatch:resume']) {
      expect(types).not.toContain(forbidden);
    }
  });

  it('favorites: a block above the recent projects that starts each by its id', () => {
    const menu = buildTrayMenu(withFavorites, now);
    const text = labels(menu);
    expect(text.indexOf('Favorites')).toBeGreaterThan(-1);
    expect(text.indexOf('Favorites')).toBeLessThan(text.indexOf('Start on'));
    expect(text).toContain('Support · Triage · Inbox');
    expect(actions(menu).filter((a) => a.type === 'favorite:start')).toEqual([
      { type: 'favorite:start', favoriteId: 'f1' },
      { type: 'favorite:start', favoriteId: 'f2' },
    ]);
    // Nothing to start for a read-only member, and no empty heading without favorites.
    expect(labels(buildTrayMenu({ ...withFavorites, canWrite: false }, now))).not.toContain('Favorites');
    expect(labels(buildTrayMenu(idle, now))).not.toContain('Favorites');
  });

  it('recent entries: continued with their project, task, work type, description and billable flag, the running one left out', () => {
    const entry = (label: string, projectId: string, description: string) => ({
      label,
      projectId,
      taskId: projectId === 'p1' ? 't1' : null,
      workTypeId: projectId === 'p1' ? 'w1' : null,
      description,
      billable: projectId === 'p1',
    });
    const recentEntries = [
      entry('Homepage', 'p1', 'Homepage'),
      entry('Mobile app', 'p2', ''),
      ...['A', 'B', 'C', 'D'].map((d) => entry(d, 'p3', d)),
    ];
    const idleMenu = buildTrayMenu({ ...idle, recentEntries }, now);
    const continued = actions(idleMenu).filter((a) => a.type === 'stopwatch:continue');
    expect(continued).toHaveLength(5);
    expect(continued[0]).toEqual({
      type: 'stopwatch:continue',
      projectId: 'p1',
      taskId: 't1',
      workTypeId: 'w1',
      description: 'Homepage',
      billable: true,
    });
    expect(
      labels(idleMenu).slice(labels(idleMenu).indexOf('Continue'), labels(idleMenu).indexOf('Continue') + 3),
    ).toEqual(['Continue', 'Homepage', 'Mobile app']);
    const runningHomepage = {
      ...running,
      recentEntries,
      stopwatch: { ...running.stopwatch!, description: 'Homepage' },
    };
    const whileRunning = actions(buildTrayMenu(runningHomepage, now)).filter(
      (a) => a.type === 'stopwatch:continue',
    );
    expect(whileRunning.map((a) => a.description)).toEqual(['', 'A', 'B', 'C', 'D']);
    expect(
      actions(buildTrayMenu({ ...readOnly, recentEntries }, now)).some(
        (a) => a.type === 'stopwatch:continue',
      ),
    ).toBe(false);
  });

  it('changes at most once a minute while running', () => {
    const a = JSON.stringify(buildTrayMenu(running, now + 1000));
    const b = JSON.stringify(buildTrayMenu(running, now + 30_000));
    const c = JSON.stringify(buildTrayMenu(running, now + 60_000));
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('speaks German when given the German translator', () => {
    const de = mainTranslator('de');
    expect(labels(buildTrayMenu(signedOutModel, now, de))).toEqual([
      'Nicht angemeldet',
      'Anmelden…',
      'Stint öffnen',
      'Stint beenden',
    ]);
    expect(labels(buildTrayMenu(offline, now, de))[0]).toBe('Offline: 3 Änderungen warten auf das Senden');
    expect(labels(buildTrayMenu(running, now, de))).toContain('Läuft: Website redesign (1 h 2 min)');
  });
});
