import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackendStatus } from '../../../src-shared/domain/backend-status.ts';
import { de } from '../../../src-shared/i18n/messages-de.ts';
import { createTranslator, renderMessage } from '../../../src-shared/i18n/translator.ts';
import { OfflineNotice } from '../../app/offline-notice.tsx';
import { readAgeMessage } from '../../app/read-age.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { Notifications } from './notifications.tsx';
import { OfflineReason } from './offline-reason.tsx';
import { useNeedsService } from './use-needs-service.ts';

afterEach(cleanup);

const unreachable: BackendStatus = {
  kind: 'remote',
  state: 'unreachable',
  url: 'https://stint.example.com',
  serviceVersion: null,
  problem: null,
  checkedAt: 0,
};

function Reason() {
  return <OfflineReason id="reason" reason={useNeedsService()} />;
}

describe('the page’s notices in German', () => {
  it('says offline, why an action waits, and offers to dismiss a notification, in German', async () => {
    const bridge = preferencesBridge({ language: 'de' }).handle('backend:get-status', () => unreachable);
    renderWithBridge(
      <I18nProvider>
        <OfflineNotice />
        <Reason />
        <Notifications />
      </I18nProvider>,
      bridge,
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('offline-notice').textContent).toBe(
          'Offline – vom Dienst wurde noch nichts gelesen, daher gibt es nichts anzuzeigen, bis er antwortet.',
        ),
      { timeout: 10_000 },
    );
    expect(screen.getByTestId('offline-reason').textContent).toBe(
      'Braucht den Dienst, der gerade nicht antwortet.',
    );
    act(() => bridge.emit('app:notification', { title: 'Gespeichert', body: 'Fertig.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gespeichert schließen' }));
    await waitFor(() => expect(screen.queryByText('Gespeichert')).toBeNull());
  });

  it('says how old what is shown is, in German', () => {
    const { t } = createTranslator('de', de);
    const at = 1_700_000_000_000;
    expect(renderMessage(t, readAgeMessage(at, at + 30_000))).toBe('gerade eben');
    expect(renderMessage(t, readAgeMessage(at, at + 60_000))).toBe('vor 1 Minute');
    expect(renderMessage(t, readAgeMessage(at, at + 5 * 60_000))).toBe('vor 5 Minuten');
    expect(renderMessage(t, readAgeMessage(at, at + 2 * 60 * 60_000))).toBe('vor 2 Stunden');
  });
});
