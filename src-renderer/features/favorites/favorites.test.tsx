import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Favorite } from '../../../src-shared/domain/favorite.ts';
import { stoppedStopwatch, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { StopwatchScreen } from '../stopwatch/stopwatch-screen.tsx';

afterEach(cleanup);

const [northwind, contoso, internal] = projects as [
  (typeof projects)[0],
  (typeof projects)[0],
  (typeof projects)[0],
];

function favorite(id: string, project: (typeof projects)[0], extra: Partial<Favorite> = {}): Favorite {
  return {
    id,
    project: { id: project.id, name: project.title, code: project.code },
    task: null,
    description: '',
    gone: false,
    ...extra,
  };
}

/** A bridge whose favorites live in memory, as main keeps them. */
function withFavorites(bridge: FakeBridge, initial: Favorite[]): { list: Favorite[] } {
  const store = { list: [...initial] };
  bridge
    .handle('favorites:list', () => store.list)
    .handle('favorites:add', (arg) => {
      const project = projects.find((p) => p.id === arg.projectId)!;
      store.list = [...store.list, favorite(`f${store.list.length + 1}`, project)];
      return store.list;
    })
    .handle('favorites:remove', (arg) => {
      store.list = store.list.filter((f) => f.id !== arg.id);
      return store.list;
    });
  return store;
}

describe('favorites on the stopwatch screen', () => {
  it('starts a favorite entry with one click: project, task and description', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('stopwatch:start', () =>
      stoppedStopwatch(Date.now(), 'ready'),
    );
    withFavorites(bridge, [
      favorite('f1', contoso, { task: { id: 't1', name: 'Review' }, description: 'Weekly call' }),
    ]);
    renderDaily(<StopwatchScreen />, bridge);
    // The first render of the screen loads much of the app: give it time on a busy machine.
    const strip = await screen.findByRole('region', { name: 'Favorites' }, { timeout: 5000 });
    fireEvent.click(
      within(strip).getByRole('button', { name: 'Start Contoso Mobile Banking App · Review · Weekly call' }),
    );
    await waitFor(() =>
      expect(bridge.callsTo('stopwatch:start')).toEqual([
        { projectId: contoso.id, taskId: 't1', description: 'Weekly call', billable: false },
      ]),
    );
  });

  it('asks before starting a favorite of a finished project, and shows a gone one without starting it', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('stopwatch:start', () =>
      stoppedStopwatch(Date.now(), 'ready'),
    );
    const store = withFavorites(bridge, [
      favorite('f1', internal),
      favorite('f2', northwind, { project: { id: 'p-gone', name: 'Old project', code: null }, gone: true }),
    ]);
    renderDaily(<StopwatchScreen />, bridge);
    // The first render of the screen loads much of the app: give it time on a busy machine.
    const strip = await screen.findByRole('region', { name: 'Favorites' }, { timeout: 5000 });
    expect(within(strip).getByText('Old project (no longer available)')).toBeTruthy();
    expect(within(strip).queryByRole('button', { name: /Start Old project/ })).toBeNull();

    fireEvent.click(within(strip).getByRole('button', { name: 'Start Internal Tools' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Internal Tools is finished. Start anyway?' }),
    ).toBeTruthy();
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);

    fireEvent.click(within(strip).getByRole('button', { name: 'Remove Old project' }));
    await waitFor(() => expect(store.list.map((f) => f.id)).toEqual(['f1']));
  });

  it('stars the running entry', async () => {
    const running: StopwatchState = {
      ...stoppedStopwatch(Date.now(), 'ready'),
      status: 'running',
      id: 'i1',
      project: { id: northwind.id, name: northwind.title, code: northwind.code },
      description: 'Homepage',
    };
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: running });
    withFavorites(bridge, []);
    renderDaily(<StopwatchScreen />, bridge);
    const star = await screen.findByRole('button', { name: 'Star this entry' });
    await waitFor(() => expect(star).toHaveProperty('disabled', false));
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() =>
      expect(bridge.callsTo('favorites:add')).toEqual([
        { projectId: northwind.id, taskId: null, description: 'Homepage' },
      ]),
    );
  });
});

describe('favorites in the project picker', () => {
  it('groups starred projects above recent ones and the rest, and toggles a star', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('stopwatch:today', () => ({
      finishedMs: 0,
      recentProjects: [{ id: northwind.id, name: northwind.title, code: northwind.code }],
    }));
    const store = withFavorites(bridge, [favorite('f1', internal)]);
    renderDaily(<StopwatchScreen />, bridge);
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(bridge.callsTo('favorites:list').length).toBeGreaterThan(0));
    fireEvent.focus(picker);
    const listbox = await screen.findByRole('listbox', { name: 'Project' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('group')
          .map((g) => g.getAttribute('aria-labelledby')),
      ).toHaveLength(3),
    );
    const groups = within(listbox).getAllByRole('group');
    expect(
      groups.map((g) =>
        within(g)
          .getAllByRole('option')
          .map((o) => o.getAttribute('aria-label')),
      ),
    ).toEqual([
      ['Internal Tools'],
      ['Northwind Website Relaunch NW-WEB'],
      ['Contoso Mobile Banking App CT-APP'],
    ]);
    expect(within(groups[0]!).getByText('Favorites')).toBeTruthy();

    // The star in an option is for the mouse (an option holds no control of its own); a
    // mousedown on it stars without choosing the project.
    const star = within(listbox).getByTitle('Star Contoso Mobile Banking App (Ctrl+D)');
    expect(star.getAttribute('aria-hidden')).toBe('true');
    fireEvent.mouseDown(star);
    await waitFor(() => expect(store.list.map((f) => f.project.id)).toEqual([internal.id, contoso.id]));
    expect(await within(listbox).findByTitle('Unstar Contoso Mobile Banking App (Ctrl+D)')).toBeTruthy();
    expect((picker as HTMLInputElement).value).toBe('');
    expect(within(listbox).queryAllByRole('button')).toEqual([]);

    // Ctrl+D stars or unstars the highlighted project from the keyboard: the first, now Contoso.
    act(() => {
      fireEvent.keyDown(picker, { key: 'd', ctrlKey: true });
    });
    await waitFor(() => expect(store.list.map((f) => f.project.id)).toEqual([internal.id]));
    expect(await screen.findByText('Unstarred Contoso Mobile Banking App.')).toBeTruthy();
  });

  it('speaks German when German is the chosen language', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' }));
    withFavorites(bridge, [favorite('f1', contoso), favorite('f2', internal, { gone: true })]);
    renderDaily(
      <I18nProvider>
        <StopwatchScreen />
      </I18nProvider>,
      bridge,
    );
    const strip = await screen.findByRole('region', { name: 'Favoriten' }, { timeout: 5000 });
    await within(strip).findByRole('button', { name: `${contoso.title} starten` });
    expect(within(strip).getByText(`${internal.title} (nicht mehr verfügbar)`)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Stoppuhr' })).toBeTruthy();
    expect(screen.getByTestId('stopwatch-status').textContent).toBe('Läuft nicht');
  });
});
