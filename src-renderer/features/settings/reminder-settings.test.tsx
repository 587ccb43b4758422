import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { FocusSettings } from './focus-settings.tsx';
import { ReminderSettings } from './reminder-settings.tsx';

afterEach(cleanup);

describe('ReminderSettings', () => {
  it('turns reminders on with the minutes, workdays and hours chosen', async () => {
    const bridge = preferencesBridge();
    renderWithBridge(<ReminderSettings />, bridge);
    fireEvent.click(await screen.findByLabelText('Remind me when I am not tracking time'));
    fireEvent.change(screen.getByLabelText('Remind after (minutes without a stopwatch)'), {
      target: { value: '20' },
    });
    fireEvent.click(screen.getByLabelText('Friday'));
    fireEvent.click(screen.getByLabelText('Saturday'));
    fireEvent.change(screen.getByLabelText('Working hours from'), { target: { value: '08:30' } });
    fireEvent.change(screen.getByLabelText('to'), { target: { value: '00:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    await waitFor(() =>
      expect(bridge.callsTo('preferences:update')).toEqual([
        {
          reminders: {
            enabled: true,
            asked: true,
            afterMinutes: 20,
            weekdays: [1, 2, 3, 4, 6],
            from: 510,
            to: 1440,
          },
        },
      ]),
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved.');
  });

  it('says next to each field what is wrong, and saves nothing', async () => {
    const bridge = preferencesBridge();
    renderWithBridge(<ReminderSettings />, bridge);
    const minutes = await screen.findByLabelText('Remind after (minutes without a stopwatch)');
    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Working hours from'), { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Enter a whole number of minutes from 1 to 240.')).toBeTruthy();
    expect(screen.getByLabelText('to').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Working hours must end after they begin.')).toBeTruthy();
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    expect(bridge.callsTo('preferences:update')).toEqual([]);
  });
});

describe('FocusSettings', () => {
  it('turns the focus timer on with its lengths, and refuses a length of zero', async () => {
    const bridge = preferencesBridge();
    renderWithBridge(<FocusSettings />, bridge);
    fireEvent.click(await screen.findByLabelText('Use a focus timer while the stopwatch runs'));
    fireEvent.change(screen.getByLabelText('Break (minutes)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save focus timer' }));
    expect(await screen.findByText('Enter a whole number of minutes from 1 to 240.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Break (minutes)'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Work (minutes)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save focus timer' }));
    await waitFor(() =>
      expect(bridge.callsTo('preferences:update')).toEqual([
        { focus: { enabled: true, workMinutes: 50, breakMinutes: 10 } },
      ]),
    );
  });
});
