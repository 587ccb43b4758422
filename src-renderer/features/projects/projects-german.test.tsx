import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IpcError } from '../../../src-shared/ipc/result.ts';
import { I18nProvider, useI18n } from '../../i18n/i18n-context.tsx';
import { withLayout } from '../../testing/layout.ts';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, projects, renderDaily } from '../../testing/render-daily.tsx';
import { ProjectForm } from './project-form.tsx';
import { ProjectPicker } from './project-picker.tsx';
import { ProjectsScreen } from './projects-screen.tsx';

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
  client: null,
  timeBudgetMs: null,
  priceBudget: 15000.5,
  timeRecordsCount: 1,
  tasksCount: 0,
  membersCount: 2,
};

/** A form opened once German has loaded, as a person opens it (its fields take their first values then). */
function OnceGerman({ children }: { children: ReactNode }) {
  return useI18n().locale === 'de' ? children : null;
}

function germanBridge() {
  return dailyBridge(preferencesBridge({ language: 'de' }))
    .handle('projects:detail', () => detail)
    .handle('projects:tasks', () => [])
    .handle('projects:clients', () => []);
}

describe('Projects in German', () => {
  it('lists, counts, shows the detail and asks before deleting in German', async () => {
    renderDaily(
      <I18nProvider>
        <ProjectsScreen />
      </I18nProvider>,
      germanBridge(),
    );
    // The German catalog is its own chunk: the first render is English until it has loaded.
    const list = await screen.findByRole('list', { name: 'Projekte' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('project-count').textContent).toBe('3 von 3 Projekten'));
    expect(screen.getByLabelText('Projekt finden')).toBeTruthy();
    expect(within(list).getByText('Abgeschlossen')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Internal Tools starten' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: /^NW-WEB\s*Northwind Website Relaunch/ }));
    const panel = await screen.findByRole('region', { name: /Northwind Website Relaunch/ });
    expect(panel.textContent).toContain('KundeKein Kunde');
    expect(panel.textContent).toContain('Kostenbudget15.000,50');
    expect(await within(panel).findByText('Noch keine Aufgaben.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Projekt löschen' }));
    const ask = screen.getByRole('alertdialog', { name: 'Northwind Website Relaunch löschen?' });
    expect(ask.textContent).toContain('Es hat 1 Zeiteintrag. Er kommt mit dem Projekt in den Papierkorb.');
    expect(within(ask).getByRole('button', { name: 'Projekt und 1 Zeiteintrag löschen' })).toBeTruthy();
  });

  it('says what is wrong with a budget in German, with German numbers', async () => {
    const bridge = germanBridge();
    renderDaily(
      <I18nProvider>
        <ProjectForm project={null} onClose={vi.fn()} />
      </I18nProvider>,
      bridge,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Neues Projekt' }, { timeout: 5000 });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Relaunch' } });
    const hours = within(dialog).getByLabelText('Zeitbudget (Stunden)');
    fireEvent.change(hours, { target: { value: '1000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Projekt anlegen' }));
    expect(document.getElementById(hours.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Das Zeitbudget kann höchstens 100.000 Stunden betragen.',
    );
    expect(bridge.callsTo('projects:create')).toEqual([]);
  });

  it('shows a budget with a decimal comma, and saving it unchanged sends no change', async () => {
    const bridge = germanBridge();
    const onClose = vi.fn();
    const project = { ...detail, timeBudgetMs: 4_800_000, priceBudget: 1234.5 };
    renderDaily(
      <I18nProvider>
        <OnceGerman>
          <ProjectForm project={project} onClose={onClose} />
        </OnceGerman>
      </I18nProvider>,
      bridge,
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Northwind Website Relaunch bearbeiten' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Zeitbudget (Stunden)').value).toBe(
      '1,3333333333333333',
    );
    expect(within(dialog).getByLabelText<HTMLInputElement>('Kostenbudget').value).toBe('1234,5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(bridge.callsTo('projects:update')).toEqual([]);
  });

  it('heads the picker’s groups and fills its field in German', async () => {
    renderDaily(
      <I18nProvider>
        <ProjectPicker label="Projekt" projects={projects} value={null} onChange={vi.fn()} />
      </I18nProvider>,
      germanBridge(),
    );
    const input = await screen.findByPlaceholderText(
      'Tippen, um ein Projekt zu finden',
      {},
      { timeout: 5000 },
    );
    fireEvent.focus(input);
    expect(await screen.findByRole('group', { name: 'Projekte' })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByText('Kein Projekt passt zu „zzz“.')).toBeTruthy();
  });

  it('says next to the new task, in German, why the service refused its name', async () => {
    const bridge = germanBridge().handle('tasks:create', () =>
      Promise.reject(
        new IpcError({
          code: 'invalid-argument',
          messageId: 'error.invalidArgument',
          message: 'Some of the values entered are not accepted. Check them and try again.',
          detail: { issues: [{ path: ['name'], kind: 'too-small', limit: 1, of: 'text' }] },
        }),
      ),
    );
    renderDaily(
      <I18nProvider>
        <ProjectsScreen />
      </I18nProvider>,
      bridge,
    );
    const list = await screen.findByRole('list', { name: 'Projekte' }, { timeout: 5000 });
    fireEvent.click(within(list).getByRole('button', { name: /^NW-WEB\s*Northwind Website Relaunch/ }));
    const panel = await screen.findByRole('region', { name: /Northwind Website Relaunch/ });
    const task = within(panel).getByLabelText('Neue Aufgabe');
    fireEvent.change(task, { target: { value: '\u200b' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Aufgabe hinzufügen' }));
    await waitFor(() => expect(task.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(task.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Der Name der Aufgabe darf nicht leer sein.',
    );
  });
});
