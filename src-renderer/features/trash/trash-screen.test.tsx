import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrashGroup } from '../../../src-shared/domain/trash.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { signedIn } from '../../../src-shared/testing/session-state.ts';
import { TrashScreen } from './trash-screen.tsx';

afterEach(cleanup);

const pitch: TrashGroup = {
  groupId: 'aaaaaaaa-0000-4000-8000-000000000001',
  rootItemId: 'aaaaaaaa-0000-4000-8000-000000000001',
  objectClass: 'Project',
  displayName: 'Old Pitch Deck',
  deletedAt: Date.UTC(2025, 10, 3, 14, 30),
  deletedBy: 'Alice Andersen',
  contents: [
    { objectClass: 'Project', count: 1 },
    { objectClass: 'Task', count: 2 },
    { objectClass: 'TimeRecord', count: 14 },
  ],
};
const record: TrashGroup = {
  groupId: 'bbbbbbbb-0000-4000-8000-000000000002',
  rootItemId: 'bbbbbbbb-0000-4000-8000-000000000002',
  objectClass: 'TimeRecord',
  displayName: 'Client call',
  deletedAt: Date.UTC(2025, 10, 1, 9),
  deletedBy: null,
  contents: [{ objectClass: 'TimeRecord', count: 1 }],
};

function setup(groups: TrashGroup[] = [pitch, record]) {
  let list = groups;
  const bridge = new FakeBridge()
    .handle('session:get', () =>
      signedIn({ v1: { state: 'connected', account: 'acme', needsPassword: false, problem: null } }),
    )
    .handle('trash:list', () => list)
    .handle('trash:preview', () => ({
      groupId: pitch.groupId,
      classes: [
        { objectClass: 'Project', count: 1, names: [{ name: 'Old Pitch Deck', count: 1 }] },
        {
          objectClass: 'Task',
          count: 2,
          names: [
            { name: 'Research', count: 1 },
            { name: 'Slides', count: 1 },
          ],
        },
        {
          objectClass: 'TimeRecord',
          count: 14,
          names: [
            { name: 'Client call', count: 9 },
            { name: 'Design iteration', count: 1 },
          ],
        },
      ],
    }))
    .handle('trash:restore', () => {
      list = list.filter((g) => g !== pitch);
      return { restored: pitch.contents };
    })
    .handle('trash:purge', () => {
      list = list.filter((g) => g !== pitch);
      return { removed: 17 };
    });
  const view = renderWithBridge(<TrashScreen />, bridge);
  return { bridge, ...view };
}

describe('TrashScreen', () => {
  it('lists what each delete moved, when and by whom', async () => {
    setup();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Project Old Pitch Deck');
    expect(rows[0]?.textContent).toContain('2 tasks and 14 time records');
    expect(rows[0]?.textContent).toContain('Alice Andersen');
    expect(rows[1]?.textContent).toContain('Time record Client call—');
    expect(screen.getByText('2 deletions in the trash')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'TimeRecord' } });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('previews what a restore brings back, restores on confirmation and says so', async () => {
    const { bridge } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Old Pitch Deck' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore “Old Pitch Deck”?' });
    const preview = await within(dialog).findByRole('list', { name: 'What comes back' });
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Project: Old Pitch Deck',
      '2 tasks: Research, Slides',
      '14 time records: Client call (9), Design iteration, and 4 more',
    ]);
    expect(bridge.callsTo('trash:preview')).toEqual([{ rootItemId: pitch.rootItemId }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByTestId('trash-status')).textContent).toBe(
      'Restored project “Old Pitch Deck” with 2 tasks and 14 time records.',
    );
    expect(bridge.callsTo('trash:restore')).toEqual([{ rootItemId: pitch.rootItemId }]);
    // Main announces the restore; the list follows.
    act(() => bridge.emit('data:changed', { resources: ['trash', 'projects'] }));
    await waitFor(() => expect(screen.queryByText('Old Pitch Deck')).toBeNull());
  });

  it('removes for good only after a confirmation that says it cannot be undone', async () => {
    const { bridge } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete for good: Old Pitch Deck' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Old Pitch Deck” for good?' });
    expect(dialog.textContent).toContain(
      'This removes the project and 2 tasks and 14 time records deleted with it permanently. It cannot be restored afterwards.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it in the trash' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it in the trash' }));
    expect(bridge.callsTo('trash:purge')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good: Old Pitch Deck' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    );
    expect((await screen.findByTestId('trash-status')).textContent).toBe(
      'Deleted “Old Pitch Deck” for good.',
    );
    expect(bridge.callsTo('trash:purge')).toEqual([{ rootItemId: pitch.rootItemId }]);
  });

  it('reloads when something is deleted elsewhere, and shows an empty trash plainly', async () => {
    const { bridge } = setup([]);
    expect(await screen.findByRole('heading', { name: 'The trash is empty' })).toBeTruthy();
    const before = bridge.callsTo('trash:list').length;
    act(() => bridge.emit('data:changed', { resources: ['timerecords'] }));
    await waitFor(() => expect(bridge.callsTo('trash:list').length).toBe(before + 1));
  });

  it('shows the sentence when a restore fails', async () => {
    const { bridge } = setup();
    bridge.fail('trash:restore', 'not-found', 'Restoring did not work: it is no longer there.');
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Old Pitch Deck' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Restoring did not work: it is no longer there.',
    );
  });
});
