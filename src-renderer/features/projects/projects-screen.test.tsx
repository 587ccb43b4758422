import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stoppedStopwatch } from '../../../src-shared/domain/stopwatch.ts';
import { argumentErrorMessage } from '../../../src-shared/ipc/argument-error.ts';
import { IpcError } from '../../../src-shared/ipc/result.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { withLayout } from '../../testing/layout.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { ProjectsScreen } from './projects-screen.tsx';
import { projectListKey } from './use-project-list.ts';

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = withLayout();
});
afterEach(() => {
  cleanup();
  restoreLayout();
});

const detail = {
  id: projects[0]!.id,
  version: 4,
  name: projects[0]!.title,
  code: projects[0]!.code,
  note: null,
  active: true,
  billable: true,
  personal: false,
  client: { id: 'c1', name: 'Northwind Traders' },
  timeBudgetMs: 120 * 3_600_000,
  priceBudget: 15000,
  timeRecordsCount: 42,
  tasksCount: 3,
  membersCount: 2,
};

function bridgeFor(access: 'FULL' | 'READ'): FakeBridge {
  return dailyBridge(new FakeBridge(), {
    access,
    stopwatch: access === 'READ' ? { availability: 'read-only' } : {},
  })
    .handle('projects:detail', () => detail)
    .handle('projects:tasks', () => [
      { id: 't1', version: 1, name: 'Wireframes', projectId: detail.id, done: true },
      { id: 't2', version: 1, name: 'Frontend build', projectId: detail.id, done: false },
    ])
    .handle('projects:clients', () => [{ id: 'c1', name: 'Northwind Traders' }]);
}

describe('ProjectsScreen', () => {
  it('finds projects as you type, by title or code, and starts the stopwatch on one', async () => {
    const bridge = bridgeFor('FULL').handle('stopwatch:start', () => stoppedStopwatch(Date.now(), 'ready'));
    renderDaily(<ProjectsScreen />, bridge);
    const list = await screen.findByRole('list', { name: 'Projects' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByTestId('project-count').textContent).toBe('3 of 3 projects');
    fireEvent.change(screen.getByLabelText('Find a project'), { target: { value: 'ct-app' } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    fireEvent.click(within(list).getByRole('button', { name: 'Start Contoso Mobile Banking App' }));
    await waitFor(() =>
      expect(bridge.callsTo('stopwatch:start')).toEqual([{ projectId: projects[1]!.id, billable: false }]),
    );
  });

  it('keeps showing the projects it read when a later reading fails (offline)', async () => {
    const bridge = bridgeFor('FULL');
    const { queryClient } = renderDaily(<ProjectsScreen />, bridge);
    const list = await screen.findByRole('list', { name: 'Projects' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    bridge.fail('projects:list', 'unreachable', 'The service does not answer.');
    await queryClient.refetchQueries({ queryKey: projectListKey });
    await waitFor(() => expect(queryClient.getQueryState(projectListKey)?.status).toBe('error'));
    expect(screen.getByTestId('project-count').textContent).toBe('3 of 3 projects');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows a project’s detail from v1, with changes for full access', async () => {
    renderDaily(<ProjectsScreen />, bridgeFor('FULL'));
    const list = await screen.findByRole('list', { name: 'Projects' });
    fireEvent.click(
      await within(list).findByRole('button', { name: /^NW-WEB\s*Northwind Website Relaunch/ }),
    );
    const panel = await screen.findByRole('region', { name: /Northwind Website Relaunch/ });
    expect(panel.textContent).toContain('Northwind Traders');
    expect(panel.textContent).toContain('120 h');
    expect(panel.textContent).toContain('42');
    expect(within(panel).getByRole('button', { name: 'Edit project' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Delete project' })).toBeTruthy();
    expect(await within(panel).findByRole('checkbox', { name: 'Wireframes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New project' })).toBeTruthy();
  });

  it('gives a read-only member the list and the detail, and no controls to change them', async () => {
    renderDaily(<ProjectsScreen />, bridgeFor('READ'));
    const list = await screen.findByRole('list', { name: 'Projects' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).queryByRole('button', { name: /^Start/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New project' })).toBeNull();
    fireEvent.click(within(list).getByRole('button', { name: /^NW-WEB\s*Northwind Website Relaunch/ }));
    const panel = await screen.findByRole('region', { name: /Northwind Website Relaunch/ });
    expect(within(panel).queryByRole('button', { name: 'Edit project' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Delete project' })).toBeNull();
    const task = await within(panel).findByRole<HTMLInputElement>('checkbox', { name: 'Wireframes' });
    expect(task.disabled).toBe(true);
    expect(within(panel).queryByRole('button', { name: 'Add task' })).toBeNull();
  });

  it('asks before starting a finished project', async () => {
    const bridge = bridgeFor('FULL').handle('stopwatch:start', () => stoppedStopwatch(Date.now(), 'ready'));
    renderDaily(<ProjectsScreen />, bridge);
    const list = await screen.findByRole('list', { name: 'Projects' });
    fireEvent.click(await within(list).findByRole('button', { name: 'Start Internal Tools' }));
    const ask = screen.getByRole('alertdialog', { name: 'Internal Tools is finished. Start anyway?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);
    fireEvent.click(within(list).getByRole('button', { name: 'Start Internal Tools' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() =>
      expect(bridge.callsTo('stopwatch:start')).toEqual([{ projectId: projects[2]!.id, billable: false }]),
    );
  });

  it('asks before deleting a project that has time records, saying how many', async () => {
    const bridge = bridgeFor('FULL').handle('projects:delete', () => ({ state: 'saved', writeId: 'w1' }));
    renderDaily(<ProjectsScreen />, bridge);
    const list = await screen.findByRole('list', { name: 'Projects' });
    fireEvent.click(
      await within(list).findByRole('button', { name: /^NW-WEB\s*Northwind Website Relaunch/ }),
    );
    const panel = await screen.findByRole('region', { name: /Northwind Website Relaunch/ });
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete project' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete Northwind Website Relaunch?' });
    expect(ask.textContent).toContain('It has 42 time records.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep the project' }));
    expect(bridge.callsTo('projects:delete')).toEqual([]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete project' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', {
        name: 'Delete project and 42 time records',
      }),
    );
    await waitFor(() => expect(bridge.callsTo('projects:delete')).toEqual([{ id: detail.id }]));
  });

  it('says next to the new task why the service refused its name, never the schema’s text', async () => {
    const bridge = bridgeFor('FULL').handle('tasks:create', () =>
      Promise.reject(
        new IpcError({
          code: 'invalid-argument',
          messageId: 'error.asIs',
          message: argumentErrorMessage,
          detail: { issues: [{ path: ['name'], kind: 'too-small', limit: 1, of: 'text' }] },
        }),
      ),
    );
    renderDaily(<ProjectsScreen />, bridge);
    const list = await screen.findByRole('list', { name: 'Projects' });
    fireEvent.click(
      await within(list).findByRole('button', { name: /^NW-WEB\s*Northwind Website Relaunch/ }),
    );
    const panel = await screen.findByRole('region', { name: /Northwind Website Relaunch/ });
    const task = within(panel).getByLabelText('New task');
    fireEvent.change(task, { target: { value: '\u200b' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add task' }));
    await waitFor(() => expect(task.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(task.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The task name cannot be empty.',
    );
  });
});
