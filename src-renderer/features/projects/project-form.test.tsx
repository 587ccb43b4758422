import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxStatus } from '../../../src-shared/domain/outbox.ts';
import type { ProjectDetail } from '../../../src-shared/domain/project.ts';
import { argumentErrorMessage } from '../../../src-shared/ipc/argument-error.ts';
import { IpcError } from '../../../src-shared/ipc/result.ts';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderDaily } from '../../testing/render-daily.tsx';
import { ProjectForm } from './project-form.tsx';

afterEach(cleanup);

const writeId = '33333333-3333-4333-8333-333333333333';
const emptyOutbox: OutboxStatus = { online: true, pending: 0, refused: 0, elsewhere: 0, entries: [] };

const project: ProjectDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  version: 4,
  name: 'Northwind Website Relaunch',
  code: 'NW-WEB',
  note: null,
  active: true,
  billable: true,
  personal: false,
  client: null,
  timeBudgetMs: null,
  priceBudget: null,
  timeRecordsCount: 0,
  tasksCount: 0,
  membersCount: 1,
};

function bridge(): FakeBridge {
  return new FakeBridge()
    .handle('projects:clients', () => [])
    .handle('outbox:get', () => emptyOutbox)
    .handle('outbox:drop', () => emptyOutbox)
    .handle('outbox:overwrite', () => emptyOutbox);
}

describe('ProjectForm, when the service refuses the write', () => {
  it('says why; Change the values drops the write and returns to the form as it was typed', async () => {
    const fake = bridge().handle('projects:create', () => ({
      state: 'refused',
      writeId,
      id: 'p-new',
      refusal: {
        code: 'PE01-1104',
        message: { id: 'outbox.label.asIs', values: { text: 'A project with this code exists already.' } },
        conflict: null,
      },
    }));
    const onClose = vi.fn();
    renderDaily(<ProjectForm project={null} onClose={onClose} />, fake);
    const dialog = screen.getByRole('dialog', { name: 'New project' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Relaunch' } });
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: 'NW-WEB' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'A project with this code exists already.',
    );
    expect(within(dialog).queryByRole('form')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Keep mine' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change the values' }));
    await waitFor(() =>
      expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Code' }).value).toBe('NW-WEB'),
    );
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name' }).value).toBe('Relaunch');
    expect(fake.callsTo('outbox:drop')).toEqual([{ id: writeId }]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a conflict with both values; Keep mine overwrites and closes the form', async () => {
    const fake = bridge().handle('projects:update', () => ({
      state: 'refused',
      writeId,
      refusal: {
        code: 'PE01-1107',
        message: {
          id: 'outbox.label.asIs',
          values: {
            text: 'Someone changed this on the service after you started editing. Choose which values to keep.',
          },
        },
        conflict: { mine: { name: 'Relaunch 2' }, theirs: { name: 'Relaunch 3' }, currentVersion: 5 },
      },
    }));
    const onClose = vi.fn();
    renderDaily(<ProjectForm project={project} onClose={onClose} />, fake);
    const dialog = screen.getByRole('dialog', { name: `Edit ${project.name}` });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Relaunch 2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const table = await within(dialog).findByRole('table');
    expect(within(table).getByRole('row', { name: /name Relaunch 2 Relaunch 3/ })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Change the values' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('outbox:overwrite')).toEqual([{ id: writeId }]);
    expect(fake.callsTo('outbox:drop')).toEqual([]);
  });

  it('gives a refused write up, or says so when the decision fails', async () => {
    const fake = bridge()
      .handle('projects:create', () => ({
        state: 'refused',
        writeId,
        id: 'p-new',
        refusal: {
          code: 'PE01-1104',
          message: { id: 'outbox.label.asIs', values: { text: 'The code is taken.' } },
          conflict: null,
        },
      }))
      .fail('outbox:drop', 'not-found', 'This change is no longer waiting.');
    const onClose = vi.fn();
    renderDaily(<ProjectForm project={null} onClose={onClose} />, fake);
    const dialog = screen.getByRole('dialog', { name: 'New project' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Relaunch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Give it up' }));
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('alert')
          .map((alert) => alert.textContent),
      ).toEqual(['The code is taken.', 'This change is no longer waiting.']),
    );
    expect(onClose).not.toHaveBeenCalled();
    fake.handle('outbox:drop', () => emptyOutbox);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give it up' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('ProjectForm, with values the service cannot take', () => {
  const described = (element: HTMLElement): string =>
    document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

  it('says a time budget is too large next to it, before anything is sent', () => {
    const fake = bridge();
    renderDaily(<ProjectForm project={null} onClose={vi.fn()} />, fake);
    const dialog = screen.getByRole('dialog', { name: 'New project' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Relaunch' } });
    const hours = within(dialog).getByLabelText('Time budget (hours)');
    fireEvent.change(hours, { target: { value: '1000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(hours.getAttribute('aria-invalid')).toBe('true');
    expect(described(hours)).toBe('The time budget can be at most 100,000 hours.');
    expect(fake.callsTo('projects:create')).toEqual([]);
  });

  it('puts main’s argument refusal next to the field as a sentence, never the schema’s text', async () => {
    const fake = bridge().handle('projects:create', () =>
      Promise.reject(
        new IpcError({
          code: 'invalid-argument',
          messageId: 'error.asIs',
          message: argumentErrorMessage,
          detail: { issues: [{ path: ['priceBudget'], kind: 'too-big', limit: 1e12, of: 'number' }] },
        }),
      ),
    );
    renderDaily(<ProjectForm project={null} onClose={vi.fn()} />, fake);
    const dialog = screen.getByRole('dialog', { name: 'New project' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Relaunch' } });
    const money = within(dialog).getByLabelText('Money budget');
    fireEvent.change(money, { target: { value: '5000000000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    await waitFor(() => expect(money.getAttribute('aria-invalid')).toBe('true'));
    expect(described(money)).toBe(
      `The money budget is too large; it can be at most ${(1e12).toLocaleString()}.`,
    );
    expect(dialog.textContent).not.toMatch(/Invalid argument|Too big|expected/);
    fireEvent.change(money, { target: { value: '5000' } });
    expect(money.getAttribute('aria-invalid')).toBe('false');
  });
});
