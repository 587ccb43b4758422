import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrashGroup } from '../../../src-shared/domain/trash.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { remoteBackend } from '../../testing/backend-status.ts';
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

// Two records named alike, as people write them: only their day, length and project tell them apart.
const monday: TrashGroup = {
  groupId: 'cccccccc-0000-4000-8000-000000000003',
  rootItemId: 'cccccccc-0000-4000-8000-000000000003',
  objectClass: 'TimeRecord',
  displayName: 'Documentation',
  deletedAt: Date.UTC(2025, 10, 5, 10),
  deletedBy: 'Alice Andersen',
  contents: [{ objectClass: 'TimeRecord', count: 1 }],
  // 23:30 UTC on Monday is already Tuesday in Vienna: the day is the organization's.
  detail: { project: 'Website Relaunch', start: Date.UTC(2025, 10, 3, 23, 30), durationMs: 5_400_000 },
};
const tuesday: TrashGroup = {
  ...monday,
  groupId: 'dddddddd-0000-4000-8000-000000000004',
  rootItemId: 'dddddddd-0000-4000-8000-000000000004',
  detail: { project: 'Mobile App', start: Date.UTC(2025, 10, 5, 8), durationMs: 1_800_000 },
};

function setup(groups: TrashGroup[] = [pitch, record], access: 'FULL' | 'READ' = 'FULL') {
  let list = groups;
  const bridge = new FakeBridge()
    .handle('session:get', () =>
      signedIn({ access, v1: { state: 'connected', account: 'acme', needsPassword: false, problem: null } }),
    )
    .handle('reports:account', () => ({
      title: 'Acme Studio',
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      today: '2025-11-05',
    }))
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
      'Restored the project “Old Pitch Deck” with 2 tasks and 14 time records.',
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
      'This removes the project “Old Pitch Deck” and the 2 tasks and 14 time records deleted with it for good. It cannot be restored afterwards.',
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it in the trash' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it in the trash' }));
    expect(bridge.callsTo('trash:purge')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good: Old Pitch Deck' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    );
    expect((await screen.findByTestId('trash-status')).textContent).toBe(
      'Deleted the project “Old Pitch Deck” for good.',
    );
    expect(bridge.callsTo('trash:purge')).toEqual([{ rootItemId: pitch.rootItemId }]);
  });

  it('tells records of the same name apart by day, length and project, and says which one comes back', async () => {
    const { bridge } = setup([monday, tuesday]);
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((row) => within(row).getByRole('rowheader').textContent),
      ).toEqual([
        'Time record Documentation · Tue, Nov 4, 2025 · 1 h 30 min · Website Relaunch',
        'Time record Documentation · Wed, Nov 5, 2025 · 30 min · Mobile App',
      ]),
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Restore Documentation, Tue, Nov 4, 2025 · 1 h 30 min · Website Relaunch',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'The time record “Documentation” of Tue, Nov 4, 2025, 1 h 30 min on Website Relaunch comes back as it was and shows again in every view.',
    );
    expect(dialog.textContent).not.toMatch(/\bids?\b/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(bridge.callsTo('trash:restore')).toEqual([{ rootItemId: monday.rootItemId }]));
  });

  it('offers a read-only member no restore and no delete, and says why', async () => {
    setup([pitch, monday], 'READ');
    const table = await screen.findByRole('table');
    expect(await screen.findByText(/read-only access in this organization/)).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /for good/ })).toBeNull();
  });

  it('disables restore and delete for good while the service does not answer, and says why', async () => {
    const { bridge, queryClient } = setup([pitch]);
    bridge.handle('backend:get-status', () => remoteBackend('unreachable'));
    await queryClient.invalidateQueries();
    await screen.findByRole('table');
    await waitFor(() =>
      expect(screen.getByTestId('offline-reason').textContent).toBe(
        'Needs the service, which does not answer right now.',
      ),
    );
    for (const button of screen.getAllByRole<HTMLButtonElement>('button', { name: /Restore|for good/ })) {
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-describedby')).toBe('trash-offline');
    }
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
