import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeRecordView } from '../../../src-shared/domain/time-record.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { dailyBridge, renderDaily, workTypes } from '../../testing/render-daily.tsx';
import { RecordEditor } from './record-editor.tsx';

afterEach(cleanup);

const hour = 3_600_000;
const nineVienna = Date.UTC(2026, 0, 7, 8, 0);
const [design, meetings] = workTypes;

function bridgeFor() {
  return dailyBridge(new FakeBridge(), { timeZone: 'Europe/Vienna' })
    .handle('prices:quote', (draft) => ({
      price: 0,
      unitPrice: 0,
      duration: draft.duration,
      level: 9,
      currency: 'EUR',
    }))
    .handle('timerecords:create', () => ({ state: 'saved' as const, writeId: 'w1', id: 'r1' }))
    .handle('timerecords:update', () => ({ state: 'saved' as const, writeId: 'w2' }));
}

async function chooseWorkType(id: string): Promise<void> {
  const select = await screen.findByRole('combobox', { name: 'Work type' });
  await screen.findByRole('option', { name: 'Meetings' });
  fireEvent.change(select, { target: { value: id } });
}

describe('work type in Add time and Edit', () => {
  it('adds a record with the chosen work type', async () => {
    const bridge = bridgeFor();
    renderDaily(
      <RecordEditor
        target={{ kind: 'create', start: nineVienna, durationMs: hour }}
        onClose={() => undefined}
      />,
      bridge,
    );
    await chooseWorkType(meetings!.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bridge.callsTo('timerecords:create')).toHaveLength(1));
    expect(bridge.callsTo('timerecords:create')[0]).toMatchObject({ workTypeId: meetings!.id });
  });

  it('shows a record’s work type and saves only a change of it', async () => {
    const bridge = bridgeFor();
    const record: TimeRecordView = {
      id: '00000000-0000-4000-8000-0000000000b1',
      version: 2,
      start: nineVienna,
      stop: nineVienna + hour,
      durationMs: hour,
      description: 'Review',
      billable: true,
      project: null,
      task: null,
      client: null,
      workType: { id: design!.id, name: 'Design' },
      price: null,
    };
    renderDaily(<RecordEditor target={{ kind: 'edit', record }} onClose={() => undefined} />, bridge);
    const select = await screen.findByRole('combobox', { name: 'Work type' });
    expect((select as HTMLSelectElement).value).toBe(design!.id);
    await chooseWorkType(meetings!.id);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bridge.callsTo('timerecords:update')).toHaveLength(1));
    expect(bridge.callsTo('timerecords:update')[0]).toEqual({
      id: record.id,
      version: 2,
      changes: { workTypeId: meetings!.id },
    });
  });
});
