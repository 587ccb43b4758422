import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n/i18n-context.tsx';
import { remoteBackend } from '../testing/backend-status.ts';
import { preferencesBridge } from '../testing/preferences-bridge.ts';
import { renderWithBridge } from '../testing/render.tsx';
import { StatusLine } from './status-line.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});

function renderIn(language: 'en' | 'de'): void {
  const bridge = preferencesBridge({ language }).handle('backend:get-status', () => ({
    ...remoteBackend('unreachable'),
    problem: { id: 'backend.problem.noAnswer', values: { url: 'https://time.example.com' } },
  }));
  renderWithBridge(
    <I18nProvider>
      <StatusLine />
    </I18nProvider>,
    bridge,
  );
}

describe('StatusLine', () => {
  it('says what is wrong with the service, as main sent it', async () => {
    renderIn('en');
    expect(
      await screen.findByText(
        'The service at https://time.example.com does not answer. Stint keeps your work and retries.',
      ),
    ).toBeTruthy();
  });

  it('says what is wrong with the service in German', async () => {
    renderIn('de');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'), { timeout: 10_000 });
    expect(
      await screen.findByText(
        'Der Dienst unter https://time.example.com antwortet nicht. Stint behält Ihre Arbeit und versucht es weiter.',
      ),
    ).toBeTruthy();
  });
});
