import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultReminders } from '../../../src-shared/domain/preferences.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { ReminderAsk } from './reminder-ask.tsx';

afterEach(cleanup);

describe('ReminderAsk', () => {
  it('asks once: turning reminders on is remembered with the answer, and the question goes', async () => {
    const bridge = preferencesBridge();
    renderWithBridge(<ReminderAsk ready />, bridge);
    expect(await screen.findByText('Remind you when you are not tracking time?')).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain('Mon–Fri, 09:00–17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    await waitFor(() =>
      expect(bridge.callsTo('preferences:update')).toEqual([{ reminders: { enabled: true, asked: true } }]),
    );
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('remembers "Not now" too, leaving reminders off', async () => {
    const bridge = preferencesBridge();
    renderWithBridge(<ReminderAsk ready />, bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() =>
      expect(bridge.callsTo('preferences:update')).toEqual([{ reminders: { asked: true } }]),
    );
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('is not asked again once answered, nor before the person can track', async () => {
    const answered = preferencesBridge({ reminders: { ...defaultReminders, asked: true } });
    renderWithBridge(<ReminderAsk ready />, answered);
    await waitFor(() => expect(answered.callsTo('preferences:get')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
    cleanup();
    const signedOut = preferencesBridge();
    renderWithBridge(<ReminderAsk ready={false} />, signedOut);
    await waitFor(() => expect(signedOut.callsTo('preferences:get')).toHaveLength(1));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('asks in German when German is the chosen language', async () => {
    renderWithBridge(
      <I18nProvider>
        <ReminderAsk ready />
      </I18nProvider>,
      preferencesBridge({ language: 'de' }),
    );
    expect(
      await screen.findByText('Möchten Sie erinnert werden, wenn Sie keine Zeit erfassen?'),
    ).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain('(Mo–Fr, 09:00–17:00)');
    expect(screen.getByRole('button', { name: 'Erinnerungen einschalten' })).toBeTruthy();
  });
});
