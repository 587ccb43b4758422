import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionState } from '../../../src-shared/domain/session.ts';
import { sessionState, signedIn } from '../../../src-shared/testing/session-state.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { AccountChip } from './account-chip.tsx';
import { AccountSettings } from './account-settings.tsx';
import { TimeTrackingGate } from './time-tracking-gate.tsx';

afterEach(cleanup);

function renderGerman(state: SessionState) {
  const bridge = preferencesBridge({ language: 'de' }).handle('session:get', () => state);
  return renderWithBridge(
    <I18nProvider>
      <AccountChip />
      <AccountSettings />
    </I18nProvider>,
    bridge,
  );
}

describe('the account in German', () => {
  it('signs in in German, naming the demo account inside the translated sentence', async () => {
    renderGerman(
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
    renderGerman(signedIn());
    expect((await screen.findByTestId('signed-in-as')).textContent).toBe(
      'Angemeldet als Alice Smith (alice@example.com) über Ihren Browser.',
    );
    expect(screen.getByRole('button', { name: 'Zeiterfassung verbinden' })).toBeTruthy();
    expect(screen.getByLabelText('Passwort')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
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
    expect(await screen.findByText('Melden Sie sich an, um den Papierkorb zu sehen')).toBeTruthy();
  });
});
