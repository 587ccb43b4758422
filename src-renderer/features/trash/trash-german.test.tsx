import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrashGroup } from '../../../src-shared/domain/trash.ts';
import { signedIn } from '../../../src-shared/testing/session-state.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
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
  displayName: 'Documentation',
  deletedAt: Date.UTC(2025, 10, 5, 10),
  deletedBy: null,
  contents: [{ objectClass: 'TimeRecord', count: 1 }],
  detail: { project: 'Website Relaunch', start: Date.UTC(2025, 10, 3, 8), durationMs: 5_400_000 },
};

function setup() {
  const bridge = preferencesBridge({ language: 'de' })
    .handle('session:get', () =>
      signedIn({
        access: 'FULL',
        v1: { state: 'connected', account: 'acme', needsPassword: false, problem: null },
      }),
    )
    .handle('reports:account', () => ({
      title: 'Acme Studio',
      currency: 'EUR',
      timeZone: 'Europe/Vienna',
      today: '2025-11-05',
    }))
    .handle('trash:list', () => [pitch, record])
    .handle('trash:preview', () => ({ groupId: pitch.groupId, classes: [] }))
    .handle('trash:restore', () => ({ restored: pitch.contents }));
  renderWithBridge(
    <I18nProvider>
      <TrashScreen />
    </I18nProvider>,
    bridge,
  );
  return bridge;
}

describe('TrashScreen in German', () => {
  it('lists, names and restores deleted things in German, with German dates', async () => {
    setup();
    expect(await screen.findByText('2 Löschungen im Papierkorb')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Gelöschte Einträge, die neuesten zuerst' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Projekt Old Pitch Deck');
    expect(rows[0]?.textContent).toContain('2 Aufgaben und 14 Zeiteinträge');
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe(
      'Zeiteintrag Documentation · Mo., 3. Nov. 2025 · 1 h 30 min · Website Relaunch',
    );
    expect(screen.getByRole('combobox', { name: 'Anzeigen' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Gelöschte Zeiteinträge' })).toBeTruthy();

    fireEvent.click(
      screen.getByRole('button', {
        name: 'Documentation, Mo., 3. Nov. 2025 · 1 h 30 min · Website Relaunch wiederherstellen',
      }),
    );
    const recordDialog = await screen.findByRole('dialog', { name: '„Documentation“ wiederherstellen?' });
    expect(recordDialog.textContent).toContain(
      'Zeiteintrag „Documentation“ (Mo., 3. Nov. 2025, 1 h 30 min) im Projekt Website Relaunch wird unverändert wiederhergestellt',
    );
    fireEvent.click(within(recordDialog).getByRole('button', { name: 'Abbrechen' }));

    fireEvent.click(screen.getByRole('button', { name: 'Old Pitch Deck wiederherstellen' }));
    const dialog = await screen.findByRole('dialog', { name: '„Old Pitch Deck“ wiederherstellen?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wiederherstellen' }));
    expect((await screen.findByTestId('trash-status')).textContent).toBe(
      'Wiederhergestellt: Projekt „Old Pitch Deck“, dazu 2 Aufgaben und 14 Zeiteinträge.',
    );
  });
});
