import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { EntryTemplate } from '../../../src-shared/domain/entry-template.ts';
import { stoppedStopwatch, type StopwatchState } from '../../../src-shared/domain/stopwatch.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { StopwatchScreen } from './stopwatch-screen.tsx';

afterEach(cleanup);

const contoso = projects[1]!;
const task = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Onboarding' };
const entries: EntryTemplate[] = [
  {
    project: { id: contoso.id, name: contoso.title, code: contoso.code },
    task,
    workType: null,
    description: 'Homepage review',
    billable: true,
  },
  {
    project: { id: projects[0]!.id, name: projects[0]!.title, code: projects[0]!.code },
    task: null,
    workType: null,
    description: 'Home office setup',
    billable: false,
  },
];

const running = (arg: { projectId: string }): StopwatchState => ({
  ...stoppedStopwatch(Date.now(), 'ready'),
  status: 'running',
  id: 'i1',
  project: { id: arg.projectId, name: 'Project', code: null },
});

function bridgeWithEntries(): FakeBridge {
  return dailyBridge(new FakeBridge())
    .handle('entries:suggest', ({ text }) =>
      entries.filter((e) => e.description.toLowerCase().startsWith(text.toLowerCase())),
    )
    .handle('entries:recent', () => entries)
    .handle('projects:tasks', () => [{ ...task, version: 1, projectId: contoso.id, done: false }])
    .handle('stopwatch:start', (arg) => running(arg));
}

async function description(): Promise<HTMLElement> {
  const field = await screen.findByRole('combobox', { name: 'What are you working on?' });
  fireEvent.focus(field);
  return field;
}

describe('autocomplete of “What are you working on?”', () => {
  it('offers earlier entries as you type; arrows and Enter pick one, which fills project and task', async () => {
    const bridge = bridgeWithEntries();
    renderDaily(<StopwatchScreen />, bridge);
    const field = await description();
    fireEvent.change(field, { target: { value: 'Hom' } });
    const list = await screen.findByRole('listbox', { name: 'Earlier entries' });
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Homepage review Contoso Mobile Banking App · Onboarding',
      'Home office setup Northwind Website Relaunch',
    ]);
    expect(field.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(field, { key: 'Enter' });

    expect(field).toHaveProperty('value', 'Homepage review');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveProperty('value', contoso.title);
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);
    // Enter again, with nothing highlighted, starts.
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toEqual({
      projectId: contoso.id,
      taskId: task.id,
      workTypeId: null,
      description: 'Homepage review',
      billable: true,
    });
  });

  it('closes the list with Escape and keeps the typed text', async () => {
    renderDaily(<StopwatchScreen />, bridgeWithEntries());
    const field = await description();
    fireEvent.change(field, { target: { value: 'Home o' } });
    await screen.findByRole('option', { name: /Home office setup/ });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox', { name: 'Earlier entries' })).toBeNull();
    expect(field).toHaveProperty('value', 'Home o');
  });

  it('picks a project from an @word and starts without it in the description', async () => {
    const bridge = bridgeWithEntries();
    renderDaily(<StopwatchScreen />, bridge);
    await screen.findByRole('combobox', { name: 'Project' });
    // The project list arrives over the graph channel; wait until a picker search can find it.
    const picker = screen.getByRole('combobox', { name: 'Project' });
    fireEvent.focus(picker);
    await screen.findByRole('option', { name: /Contoso Mobile Banking App/ });
    fireEvent.blur(picker);
    const field = await description();
    fireEvent.change(field, { target: { value: 'Wireframes @ct-app' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toMatchObject({
      projectId: contoso.id,
      description: 'Wireframes',
      billable: false,
    });
  });

  it('while running, a picked entry changes the running stopwatch', async () => {
    const bridge = bridgeWithEntries();
    const current = { ...running({ projectId: projects[0]!.id }), description: '' };
    bridge.handle('stopwatch:get', () => current).handle('stopwatch:edit', () => current);
    renderDaily(<StopwatchScreen />, bridge);
    await screen.findByText(/Running on/);
    const field = await description();
    fireEvent.change(field, { target: { value: 'Homepage' } });
    await screen.findByRole('option', { name: /Homepage review/ });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(bridge.callsTo('stopwatch:edit')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:edit')[0]).toEqual({
      projectId: contoso.id,
      taskId: task.id,
      workTypeId: null,
      description: 'Homepage review',
      billable: true,
    });
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);
  });

  it('asks before continuing an entry of a finished project', async () => {
    const finished = projects[2]!;
    const bridge = bridgeWithEntries().handle('entries:recent', () => [
      {
        project: { id: finished.id, name: finished.title, code: finished.code },
        task: null,
        workType: null,
        description: 'Old tooling',
        billable: false,
      },
    ]);
    renderDaily(<StopwatchScreen />, bridge);
    // The project list tells that the project is finished.
    const picker = await screen.findByRole('combobox', { name: 'Project' });
    fireEvent.focus(picker);
    await screen.findByRole('option', { name: /Internal Tools/ });
    fireEvent.blur(picker);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue Old tooling' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Internal Tools is finished. Start anyway?' });
    expect(bridge.callsTo('stopwatch:start')).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Start anyway' }));
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
  });

  it('continues a recent entry with one click', async () => {
    const bridge = bridgeWithEntries();
    renderDaily(<StopwatchScreen />, bridge);
    const button = await screen.findByRole('button', { name: 'Continue Home office setup' });
    fireEvent.click(button);
    await waitFor(() => expect(bridge.callsTo('stopwatch:start')).toHaveLength(1));
    expect(bridge.callsTo('stopwatch:start')[0]).toEqual({
      projectId: projects[0]!.id,
      taskId: null,
      workTypeId: null,
      description: 'Home office setup',
      billable: false,
    });
  });
});
