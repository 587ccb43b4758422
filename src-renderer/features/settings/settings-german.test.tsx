import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { FocusSettings } from './focus-settings.tsx';
import { ReminderSettings } from './reminder-settings.tsx';

afterEach(cleanup);

describe('Reminder and focus settings in German', () => {
  it('labels the fields, names the weekdays and says what is wrong in German', async () => {
    const bridge = preferencesBridge({ language: 'de' });
    renderWithBridge(
      <I18nProvider>
        <ReminderSettings />
        <FocusSettings />
      </I18nProvider>,
      bridge,
    );
    expect(await screen.findByRole('heading', { name: 'Erinnerungen' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Arbeitstage' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Freitag'));
    fireEvent.change(screen.getByLabelText('Erinnern nach (Minuten ohne Stoppuhr)'), {
      target: { value: '0' },
    });
    fireEvent.change(screen.getByLabelText('Arbeitszeit von'), { target: { value: '18:00' } });
    fireEvent.change(screen.getByLabelText('bis'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erinnerungen speichern' }));
    expect(
      await screen.findByText('Geben Sie eine ganze Zahl von Minuten zwischen 1 und 240 ein.'),
    ).toBeTruthy();
    expect(screen.getByText('Die Arbeitszeit muss nach ihrem Beginn enden.')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Fokus-Timer' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Einen Fokus-Timer verwenden, während die Stoppuhr läuft'));
    fireEvent.click(screen.getByRole('button', { name: 'Fokus-Timer speichern' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Gespeichert.'));
    expect(screen.getByLabelText('Pause (Minuten)')).toBeTruthy();
  });
});
