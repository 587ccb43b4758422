import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderDaily } from '../../testing/render-daily.tsx';
import { OutboxIndicator } from './outbox-indicator.tsx';

afterEach(cleanup);

const status: OutboxStatus = {
  online: true,
  pending: 1,
  refused: 1,
  elsewhere: 0,
  entries: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      label: { id: 'outbox.label.changeRecord' },
      target: { resource: 'timerecords', id: 'r1', action: 'update' },
      preview: { description: 'Mine' },
      state: 'refused',
      attempts: 1,
      nextAttemptAt: null,
      lastError: { id: 'outbox.label.asIs', values: { text: 'Someone changed this.' } },
      refusal: {
        code: 'PE01-1107',
        message: { id: 'outbox.refusal.changedSinceEdit' },
        conflict: { mine: { description: 'Mine' }, theirs: { description: 'Theirs' }, currentVersion: 5 },
      },
      createdAt: 0,
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      label: { id: 'outbox.label.deleteRecord' },
      target: { resource: 'timerecords', id: 'r1', action: 'delete' },
      preview: null,
      state: 'blocked',
      attempts: 0,
      nextAttemptAt: null,
      lastError: null,
      refusal: null,
      createdAt: 0,
    },
  ],
};

describe('OutboxIndicator', () => {
  it('says what waits, shows a conflict with both values, and applies the choice', async () => {
    const bridge = new FakeBridge()
      .handle('outbox:get', () => status)
      .handle('outbox:overwrite', () => ({ ...status, refused: 0, entries: [] }));
    renderDaily(<OutboxIndicator />, bridge);
    const indicator = await screen.findByTestId('outbox-indicator');
    expect(indicator.textContent).toBe('1 refused by the service, 1 change waiting');
    fireEvent.click(indicator);
    const dialog = await screen.findByRole('dialog', { name: 'Changes on their way' });
    expect(
      within(dialog).getByText(
        'Someone changed this on the service after you started editing. Choose which values to keep.',
      ),
    ).toBeTruthy();
    // Main sends what each write is as an id with values; the list says it in the language shown.
    expect(within(dialog).getByText('Change a time record')).toBeTruthy();
    expect(within(dialog).getByText('Delete a time record')).toBeTruthy();
    const table = within(dialog).getByRole('table');
    expect(within(table).getByRole('row', { name: /description Mine Theirs/ })).toBeTruthy();
    expect(within(dialog).getByText('Waiting for a refused change before it')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(bridge.callsTo('outbox:overwrite')).toEqual([{ id: status.entries[0]!.id }]));
    expect(await within(dialog).findByText('Everything has reached the service.')).toBeTruthy();
  });

  it('says offline while the service does not answer, and refreshes from events', async () => {
    const bridge = new FakeBridge().handle('outbox:get', () => ({
      online: false,
      pending: 2,
      refused: 0,
      elsewhere: 0,
      entries: [],
    }));
    renderDaily(<OutboxIndicator />, bridge);
    expect((await screen.findByTestId('outbox-indicator')).textContent).toBe('2 changes waiting (offline)');
    bridge.emit('outbox:changed', { online: true, pending: 0, refused: 0, elsewhere: 0, entries: [] });
    await waitFor(() => expect(screen.queryByTestId('outbox-indicator')).toBeNull());
  });
});

describe('OutboxIndicator in German', () => {
  it('counts, titles and offers the choices in German', async () => {
    const bridge = preferencesBridge({ language: 'de' }).handle('outbox:get', () => ({
      ...status,
      online: false,
    }));
    renderDaily(
      <I18nProvider>
        <OutboxIndicator />
      </I18nProvider>,
      bridge,
    );
    await waitFor(() =>
      expect(screen.getByTestId('outbox-indicator').textContent).toBe(
        '1 vom Dienst abgelehnt, 1 Änderung wartet (offline)',
      ),
    );
    fireEvent.click(screen.getByTestId('outbox-indicator'));
    const dialog = await screen.findByRole('dialog', { name: 'Änderungen unterwegs' });
    expect(within(dialog).getByText('Wartet auf eine abgelehnte Änderung davor')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Jemand hat dies auf dem Dienst geändert, nachdem Sie mit der Bearbeitung begonnen haben. Wählen Sie, welche Werte bleiben sollen.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Einen Zeiteintrag ändern')).toBeTruthy();
    expect(within(dialog).getByText('Einen Zeiteintrag löschen')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Meine behalten' })).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Jetzt gespeichert' })).toBeTruthy();
  });
});
