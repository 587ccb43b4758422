import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stoppedStopwatch, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { dailyBridge, projects, renderDaily, workTypes } from '../../testing/render-daily.tsx';
import { readStartTime, startTimeText } from './start-time.ts';
import { StopwatchScreen } from './stopwatch-screen.tsx';

// The computer is in New York, the organization counts its time in Vienna.
vi.stubEnv('TZ', 'America/New_York');

afterEach(cleanup);

const zone = 'Europe/Vienna';
const startedAt = Date.now() - 10 * 60_000;
const running: StopwatchState = {
  ...stoppedStopwatch(Date.now(), 'ready'),
  status: 'running',
  id: 'i1',
  project: { id: projects[0]!.id, name: projects[0]!.title, code: projects[0]!.code },
  workType: { id: workTypes[0]!.id, name: 'Design' },
  startedAt,
  elapsedMs: 10 * 60_000,
};

describe('work type on the stopwatch screen', () => {
  it('starts with the work type chosen before', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('stopwatch:start', () => running);
    renderDaily(<StopwatchScreen />, bridge);
    const select = await screen.findByRole('combobox', { name: 'Work type' });
    await screen.findByRole('option', { name: 'Meetings' });
    fireEvent.change(select, { target: { value: workTypes[1]!.id } });
    const picker = screen.getByRole('combobox', { name: 'Project' });
    fireEvent.focus(picker);
    fireEvent.change(picker, { target: { value: 'northwind' } });
    await screen.findByRole('option', { name: /Northwind Website Relaunch/ });
    fireEvent.keyDown(picker, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toMatchObject({ workTypeId: workTypes[1]!.id });
  });

  it('takes “@project” and “#work type” typed into the description, and starts with both', async () => {
    const bridge = dailyBridge(new FakeBridge()).handle('stopwatch:start', () => running);
    renderDaily(<StopwatchScreen />, bridge);
    await screen.findByRole('option', { name: 'Meetings' });
    const field = screen.getByRole('combobox', { name: 'What are you working on?' });
    fireEvent.change(field, { target: { value: `Weekly sync @${projects[0]!.code ?? ''} #meetings` } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toMatchObject({
      projectId: projects[0]!.id,
      workTypeId: workTypes[1]!.id,
      description: 'Weekly sync',
    });
  });

  it('changes the running stopwatch’s work type', async () => {
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: running }).handle(
      'stopwatch:edit',
      () => running,
    );
    renderDaily(<StopwatchScreen />, bridge);
    const select = await screen.findByRole('combobox', { name: 'Work type' });
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe(workTypes[0]!.id));
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(bridge.callsTo('stopwatch:edit')).toEqual([{ workTypeId: null }]));
  });
});

describe('Started at of the running stopwatch', () => {
  it('saves a typed start with Enter, read in the organization’s zone', async () => {
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: running, timeZone: zone }).handle(
      'stopwatch:edit',
      () => running,
    );
    renderDaily(<StopwatchScreen />, bridge);
    const field = await screen.findByRole('textbox', { name: 'Started at' });
    expect((field as HTMLInputElement).value).toBe(startTimeText(startedAt, zone));
    expect(screen.getByText(/^In the organization’s zone, /).id).toBe(field.getAttribute('aria-describedby'));
    const hourAgo = startTimeText(Date.now() - 3_600_000, zone);
    fireEvent.change(field, { target: { value: hourAgo } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(bridge.callsTo('stopwatch:edit')).toHaveLength(1));
    const expected = readStartTime(hourAgo, Date.now(), zone);
    expect(expected.ok && bridge.callsTo('stopwatch:edit')[0]).toEqual({
      start: expected.ok && expected.start,
    });
  });

  it('says how to write a time it cannot read, next to the field, and saves nothing', async () => {
    const bridge = dailyBridge(new FakeBridge(), { stopwatch: running, timeZone: zone });
    renderDaily(<StopwatchScreen />, bridge);
    const field = await screen.findByRole('textbox', { name: 'Started at' });
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    const problem = await screen.findByText('Enter the start as hours and minutes, like 09:30.');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(problem.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect((field as HTMLInputElement).value).toBe(startTimeText(startedAt, zone));
    expect(screen.queryByText('Enter the start as hours and minutes, like 09:30.')).toBeNull();
    expect(bridge.callsTo('stopwatch:edit')).toEqual([]);
  });

  it('is not offered while no stopwatch runs', async () => {
    renderDaily(<StopwatchScreen />, dailyBridge(new FakeBridge()));
    await screen.findByRole('combobox', { name: 'Work type' });
    expect(screen.queryByRole('textbox', { name: 'Started at' })).toBeNull();
  });
});
