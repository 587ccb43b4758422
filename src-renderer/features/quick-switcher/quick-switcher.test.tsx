import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUiStore } from '../navigation/section-store.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { globex, signedIn } from '../../../src-shared/testing/session-state.ts';
import type { Favorite } from '../../../src-shared/domain/favorite.ts';
import { stoppedStopwatch } from '../../../src-shared/domain/stopwatch.ts';
import { QuickSwitcher } from './quick-switcher.tsx';

afterEach(cleanup);

const entry = {
  project: { id: projects[0]!.id, name: projects[0]!.title, code: projects[0]!.code },
  task: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Design' },
  workType: null,
  description: 'Homepage review',
  billable: false,
};

function setup(favorites: readonly Favorite[] = []) {
  const bridge = dailyBridge(new FakeBridge());
  bridge.handle('session:get', () => signedIn());
  bridge.handle('org:switch', () => signedIn({ organization: globex }));
  bridge.handle('favorites:list', () => favorites);
  bridge.handle('entries:recent', () => [entry]);
  bridge.handle('stopwatch:start', () => stoppedStopwatch(Date.now(), 'ready'));
  renderDaily(<QuickSwitcher />, bridge);
  return bridge;
}

describe('QuickSwitcher', () => {
  it('opens with Ctrl+K, switches organization with the keyboard, and closes', async () => {
    const bridge = setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', { name: 'Switch organization or go to a section' });
    await screen.findByRole('option', { name: 'Switch to Globex Labs' });
    fireEvent.change(input, { target: { value: 'globex' } });
    expect(screen.getByRole('option', { name: 'Switch to Globex Labs' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(bridge.callsTo('org:switch')).toEqual([{ organizationId: globex.id }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes to a section, and opens when the application menu asks', async () => {
    const bridge = setup();
    act(() => bridge.emit('app:open-quick-switcher', null));
    const input = await screen.findByRole('combobox');
    fireEvent.change(input, { target: { value: 'reports' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(useUiStore.getState().section).toBe('reports');
  });

  it('continues a recent entry: a new stopwatch with its project, task, description and billable flag', async () => {
    const bridge = setup();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    await screen.findByRole('option', { name: /Continue Homepage review/ });
    fireEvent.change(input, { target: { value: 'continue home' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(bridge.callsTo('stopwatch:start')).toEqual([
        {
          projectId: entry.project.id,
          taskId: entry.task.id,
          workTypeId: null,
          description: 'Homepage review',
          billable: false,
        },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape without doing anything', async () => {
    const bridge = setup();
    fireEvent.keyDown(window, { key: 'O', ctrlKey: true, shiftKey: true });
    const input = await screen.findByRole('combobox');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.callsTo('org:switch')).toEqual([]);
  });

  it('offers the favorites first and starts one with Enter', async () => {
    const project = projects[0]!;
    const bridge = setup([
      {
        id: 'f1',
        project: { id: project.id, name: project.title, code: project.code },
        task: { id: 't1', name: 'Design' },
        description: 'Hero',
        gone: false,
      },
      {
        id: 'f2',
        project: { id: 'p-gone', name: 'Old project', code: null },
        task: null,
        description: '',
        gone: true,
      },
    ]).handle('stopwatch:start', () => stoppedStopwatch(Date.now(), 'ready'));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox');
    const first = await screen.findByRole('option', {
      name: 'Start Northwind Website Relaunch · Design · Hero',
    });
    expect(screen.getAllByRole('option')[0]).toBe(first);
    expect(screen.queryByRole('option', { name: /Old project/ })).toBeNull();
    fireEvent.change(input, { target: { value: 'start hero' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() =>
      expect(bridge.callsTo('stopwatch:start')).toEqual([
        { projectId: project.id, taskId: 't1', description: 'Hero', billable: project.billable },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a favorite cannot be started', async () => {
    const project = projects[0]!;
    const bridge = setup([
      {
        id: 'f1',
        project: { id: project.id, name: project.title, code: project.code },
        task: null,
        description: '',
        gone: false,
      },
    ]).fail('stopwatch:start', 'refused', 'The project is archived on the service.');
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    await screen.findByRole('option', { name: 'Start Northwind Website Relaunch' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    expect(await screen.findByText('The project is archived on the service.')).toBeTruthy();
    expect(bridge.callsTo('stopwatch:start')).toHaveLength(1);
  });

  it('speaks German when German is the chosen language', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' }));
    bridge.handle('session:get', () => signedIn());
    bridge.handle('favorites:list', () => []);
    bridge.handle('entries:recent', () => []);
    renderDaily(
      <I18nProvider>
        <QuickSwitcher />
      </I18nProvider>,
      bridge,
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const input = await screen.findByRole('combobox', {
      name: 'Organisation wechseln oder zu einem Bereich gehen',
    });
    await screen.findByRole('option', { name: 'Zu Globex Labs wechseln' });
    fireEvent.change(input, { target: { value: 'papierkorb' } });
    expect(screen.getByRole('option', { name: 'Zu Papierkorb gehen' })).toBeTruthy();
  });
});
