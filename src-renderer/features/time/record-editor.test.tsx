import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeRecordFields } from '../../../src-shared/domain/time-record.ts';
import { argumentErrorMessage } from '../../../src-shared/ipc/argument-error.ts';
import { IpcError } from '../../../src-shared/ipc/result.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { dailyBridge, renderDaily } from '../../testing/render-daily.tsx';
import { RecordEditor } from './record-editor.tsx';

afterEach(cleanup);

const hour = 3_600_000;
// 2026-01-07 09:00 in Vienna; the tests run with the computer in UTC or anywhere else.
const nineVienna = Date.UTC(2026, 0, 7, 8, 0);

function setup(timeZone = 'Europe/Vienna', create?: () => unknown, start = nineVienna) {
  const bridge = dailyBridge(new FakeBridge(), { timeZone })
    .handle('prices:quote', (draft) => ({
      price: 0,
      unitPrice: 0,
      duration: draft.duration,
      level: 9,
      currency: 'EUR',
    }))
    .handle('timerecords:create', () =>
      create === undefined
        ? { state: 'saved' as const, writeId: 'w1', id: 'r1' }
        : (create() as Promise<never>),
    );
  let closed = 0;
  renderDaily(
    <RecordEditor target={{ kind: 'create', start, durationMs: hour }} onClose={() => (closed += 1)} />,
    bridge,
  );
  return { bridge, closed: () => closed };
}

function input(name: string): HTMLInputElement {
  return screen.getByLabelText(name);
}

function noteOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id !== '');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const created = (bridge: FakeBridge) => bridge.callsTo('timerecords:create') as TimeRecordFields[];

describe('RecordEditor', () => {
  it('shows and reads the times on the organization’s clock', async () => {
    const { bridge } = setup('Asia/Tokyo');
    // 08:00 UTC is 17:00 in Tokyo, whatever the computer's zone.
    expect((await screen.findByLabelText<HTMLInputElement>('Start')).value).toBe('17:00');
    expect(input('Date').value).toBe('2026-01-07');
    expect(screen.getByText(/organization’s zone, .*\(Asia\/Tokyo\)/)).toBeTruthy();
    fireEvent.change(input('Start'), { target: { value: '09:00' } });
    fireEvent.change(input('Stop'), { target: { value: '10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created(bridge)).toHaveLength(1));
    expect(created(bridge)[0]).toMatchObject({
      start: Date.UTC(2026, 0, 7, 0, 0),
      stop: Date.UTC(2026, 0, 7, 1, 30),
      durationMs: 1.5 * hour,
    });
  });

  it('names the zone as it was on the record’s day, summer time in summer', async () => {
    const july = Date.UTC(2026, 6, 7, 7, 0);
    setup('Europe/Vienna', undefined, july);
    const summer = new Intl.DateTimeFormat(undefined, { timeZone: 'Europe/Vienna', timeZoneName: 'short' })
      .formatToParts(july)
      .find((part) => part.type === 'timeZoneName')?.value;
    expect((await screen.findByLabelText<HTMLInputElement>('Start')).value).toBe('09:00');
    const note = screen.queryByTestId('editor-zone');
    // Only shown when this computer is elsewhere; then it speaks of July's clock.
    if (note !== null) expect(note.textContent).toContain(`${summer ?? ''} (Europe/Vienna)`);
  });

  it('says so when the organization’s zone cannot be read and the computer’s clock stands in', async () => {
    const { bridge } = setup('Europe/Vienna');
    bridge.fail('reports:account', 'unreachable', 'The service does not answer.');
    cleanup();
    renderDaily(
      <RecordEditor
        target={{ kind: 'create', start: nineVienna, durationMs: hour }}
        onClose={() => undefined}
      />,
      bridge,
    );
    expect((await screen.findByTestId('editor-zone')).textContent).toMatch(
      /could not be read: times are on this computer’s clock/,
    );
  });

  it('marks a stop before the start while typing, next to the stop, and does not save it', async () => {
    const { bridge } = setup();
    const start = await screen.findByLabelText('Start');
    fireEvent.change(input('Stop'), { target: { value: '12:00' } });
    fireEvent.change(start, { target: { value: '13:00' } });
    const stop = input('Stop');
    expect(stop.getAttribute('aria-invalid')).toBe('true');
    expect(noteOf(stop)).toMatch(/The stop is before the start.*\+1 day/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(created(bridge)).toEqual([]);
  });

  it('marks a duration it cannot read while typing, and reads the ways people type one', async () => {
    setup();
    const duration = await screen.findByLabelText('Duration');
    fireEvent.change(duration, { target: { value: '1h75' } });
    expect(duration.getAttribute('aria-invalid')).toBe('true');
    expect(noteOf(duration)).toMatch(/Enter the duration like/);
    fireEvent.change(duration, { target: { value: '1h30' } });
    expect(duration.getAttribute('aria-invalid')).toBe('false');
    expect(input('Stop').value).toBe('10:30');
  });

  it('crosses midnight only with "+1 day", which a long duration turns on visibly', async () => {
    const { bridge } = setup();
    const start = await screen.findByLabelText('Start');
    fireEvent.change(start, { target: { value: '22:00' } });
    fireEvent.change(input('Stop'), { target: { value: '01:00' } });
    expect(input('Stop').getAttribute('aria-invalid')).toBe('true');
    const nextDay = screen.getByRole('checkbox', { name: '+1 day' });
    fireEvent.click(nextDay);
    expect(input('Stop').getAttribute('aria-invalid')).toBe('false');
    expect(input('Duration').value).toBe('3:00');
    fireEvent.change(input('Duration'), { target: { value: '1:00' } });
    expect((nextDay as HTMLInputElement).checked).toBe(false);
    fireEvent.change(input('Duration'), { target: { value: '4h' } });
    expect(input('Stop').value).toBe('02:00');
    expect((nextDay as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created(bridge)).toHaveLength(1));
    expect(created(bridge)[0]).toMatchObject({
      start: Date.UTC(2026, 0, 7, 21, 0),
      stop: Date.UTC(2026, 0, 8, 1, 0),
    });
  });

  it('asks once before saving an entry longer than a day', async () => {
    const { bridge } = setup();
    const duration = await screen.findByLabelText('Duration');
    fireEvent.change(duration, { target: { value: '25h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This entry is 25 h long, more than a day. Save it anyway?')).toBeTruthy();
    expect(created(bridge)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(created(bridge)).toHaveLength(1));
    expect(created(bridge)[0]).toMatchObject({ durationMs: 25 * hour });
  });

  it('puts main’s refusal of a field next to that field as a sentence, never the schema’s text', async () => {
    const refusal = new IpcError({
      code: 'invalid-argument',
      messageId: 'error.asIs',
      message: argumentErrorMessage,
      detail: { issues: [{ path: ['description'], kind: 'too-big', limit: 2000, of: 'text' }] },
    });
    const { closed } = setup('Europe/Vienna', () => Promise.reject(refusal));
    await screen.findByLabelText('Start');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const description = input('Description');
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(noteOf(description)).toBe('The description is too long (at most 2,000 characters).');
    expect(document.body.textContent).not.toMatch(/invalid-argument|Too big|expected/);
    expect(closed()).toBe(0);
    fireEvent.change(description, { target: { value: 'shorter' } });
    expect(description.getAttribute('aria-invalid')).toBe('false');
  });

  it('saves only the description of a record of seconds, keeping its exact times', async () => {
    const start = nineVienna + 10_000;
    const bridge = dailyBridge(new FakeBridge(), { timeZone: 'Europe/Vienna' }).handle(
      'timerecords:update',
      () => ({ state: 'saved' as const, writeId: 'w1' }),
    );
    const record = {
      id: '00000000-0000-4000-8000-0000000000a1',
      version: 3,
      start,
      stop: start + 3000,
      durationMs: 3000,
      description: 'Quick call',
      billable: true,
      project: null,
      task: null,
      client: null,
      price: 0,
    };
    renderDaily(<RecordEditor target={{ kind: 'edit', record }} onClose={() => undefined} />, bridge);
    const description = await screen.findByLabelText('Description');
    expect(input('Stop').getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(description, { target: { value: 'Quick call with Bob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bridge.callsTo('timerecords:update')).toHaveLength(1));
    expect(bridge.callsTo('timerecords:update')[0]).toEqual({
      id: record.id,
      version: 3,
      changes: { description: 'Quick call with Bob' },
    });
  });
});
