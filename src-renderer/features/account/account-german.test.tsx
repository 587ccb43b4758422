import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { sessionState, signedIn } from '../../../src-shared/testing/session-state.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { AccountChip } from './account-chip.tsx';
import { AccountSettings } from './account-settings.tsx';
import { TimeTrackingGate } from './time-tracking-gate.tsx';

afterEach(() => {
  cleanup();
  document.documentElement.lang = '';
});

/** The German catalog loads on its own (a dynamic import): the provider marks the page German then. */
async function germanLoaded(): Promise<void> {
  await waitFor(() => expect(document.documentElement.lang).toBe('de'), { timeout: 10_000 });
}

async function renderGerman(state: SessionState): Promise<void> {
  const bridge = preferencesBridge({ language: 'de' }).handle('session:get', () => state);
  renderWithBridge(
    <I18nProvider>
      <AccountChip />
      <AccountSettings />
    </I18nProvider>,
    bridge,
  );
  await germanLoaded();
}

describe('the account in German', () => {
  it('signs in in German, naming the demo account inside the translated sentence', async () => {
    await renderGerman(
      sessionState({
        connection: { kind: 'this-computer', label: 'This computer', demo: true, server: null },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Mit Ihrem Browser anmelden' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Konto' })).toBeTruthy();
    expect(screen.getByText(/beim Dienst dieses Computers an\./)).toBeTruthy();
    expect(screen.getByText('alice@example.com').parentElement?.textContent).toBe(
      'Dies sind die Demodaten. Melden Sie sich als alice@example.com mit dem Passwort alice-password an.',
    );
    expect(screen.getByTestId('connection-current').textContent).toBe(
      'Aktuell verwendet: Dieser Computer (Demodaten)',
    );
    expect(screen.getByTestId('account-chip').textContent).toBe('Konto: Nicht angemeldet, Anmelden');
  });

  it('says who is signed in, and asks for the time tracking password, in German', async () => {
    await renderGerman(signedIn());
    expect((await screen.findByTestId('signed-in-as')).textContent).toBe(
      'Angemeldet als Alice Smith (alice@example.com) über Ihren Browser.',
    );
    expect(screen.getByRole('button', { name: 'Zeiterfassung verbinden' })).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });

  it('says a session problem main sent as ids in German, with the service’s own words as they came', async () => {
    await renderGerman(
      sessionState({
        problem: {
          code: 'sign-in-denied',
          message: { id: 'sessionProblem.signInDenied.message' },
          nextStep: { id: 'sessionProblem.signInDenied.nextStep' },
          detail: { id: 'sessionProblem.detail.serviceSaid', values: { text: 'access_denied' } },
        },
      }),
    );
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe(
        'Der Anmeldedienst hat Sie nicht angemeldet. Der Dienst sagte: access_denied' +
          'Versuchen Sie es erneut. Wenn es weiter fehlschlägt, prüfen Sie Ihr Konto auf der Anmeldeseite.',
      ),
    );
  });

  it('says the retry and the time tracking problem main sent as ids in German', async () => {
    await renderGerman(
      signedIn({
        retry: { message: { id: 'sessionRetry.signInService' }, nextAttemptAt: 0 },
        v1: {
          state: 'not-connected',
          account: null,
          needsPassword: true,
          problem: { id: 'error.v1.keyRefused' },
        },
      }),
    );
    expect(
      await screen.findByText(
        'Der Anmeldedienst antwortet nicht; Ihre Arbeit geht weiter, und Stint versucht es weiter.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(
      /^Der Schlüssel, mit dem dieses Gerät Zeiten erfasst hat/,
    );
  });

  it('names what a screen needs in German', async () => {
    renderWithBridge(
      <I18nProvider>
        <TimeTrackingGate what="trash">
          <p>trash</p>
        </TimeTrackingGate>
      </I18nProvider>,
      preferencesBridge({ language: 'de' }).handle('session:get', () => sessionState()),
    );
    await germanLoaded();
    expect(await screen.findByText('Melden Sie sich an, um den Papierkorb zu sehen')).toBeTruthy();
  });
});
