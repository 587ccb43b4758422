import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeBridge } from '../../testing/fake-bridge.ts';
import { renderWithBridge } from '../../testing/render.tsx';
import { PriceQuote } from './price-quote.tsx';
import { defaultPreferences } from '../../../src-shared/domain/preferences.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';

afterEach(cleanup);

const draft = {
  projectId: '11111111-1111-4111-8111-111111111111',
  taskId: null,
  clientId: null,
  workTypeId: null,
  userId: null,
  duration: 5_400_000,
  billable: true,
};

describe('PriceQuote', () => {
  it('shows the price a new entry would get and which price applies', async () => {
    const bridge = new FakeBridge().handle('prices:quote', () => ({
      price: 185.18,
      unitPrice: 123.45,
      duration: 5_400_000,
      level: 17,
      currency: 'EUR',
    }));
    renderWithBridge(<PriceQuote draft={draft} lead="This entry would cost" />, bridge);
    expect(
      await screen.findByText('€185.18 at €123.45 per hour, the price for the task, project and user'),
    ).toBeTruthy();
    expect(bridge.callsTo('prices:quote')).toEqual([draft]);
  });

  it('says when nothing is charged, and why', async () => {
    const none = new FakeBridge().handle('prices:quote', () => ({
      price: 0,
      unitPrice: 0,
      duration: 1,
      level: null,
      currency: 'USD',
    }));
    renderWithBridge(<PriceQuote draft={draft} />, none);
    expect(await screen.findByText('$0.00 (no price list applies)')).toBeTruthy();
    cleanup();
    renderWithBridge(<PriceQuote draft={{ ...draft, billable: false }} />, none);
    expect(await screen.findByText('$0.00 (not billable)')).toBeTruthy();
  });

  it('shows the sentence of a failure', async () => {
    const failing = new FakeBridge().fail('prices:quote', 'v1-not-connected', 'Connect time tracking first.');
    renderWithBridge(<PriceQuote draft={draft} />, failing);
    expect(await screen.findByText('Connect time tracking first.')).toBeTruthy();
  });
});

describe('PriceQuote in German', () => {
  it('says the price, the rate and where it comes from in German, with German money', async () => {
    const bridge = new FakeBridge()
      .handle('preferences:get', () => ({
        values: { ...defaultPreferences, language: 'de' as const },
        available: { launchAtLogin: false, closeToTray: false, globalShortcut: false },
        shortcutProblem: null,
      }))
      .handle('prices:quote', () => ({
        price: 185.18,
        unitPrice: 123.45,
        duration: 5_400_000,
        level: 17,
        currency: 'EUR',
      }));
    renderWithBridge(
      <I18nProvider>
        <PriceQuote draft={draft} />
      </I18nProvider>,
      bridge,
    );
    expect(await screen.findByText('Preis aus den Preislisten:', {}, { timeout: 8000 })).toBeTruthy();
    expect(
      await screen.findByText(
        /^185,18\s€ zu 123,45\s€ pro Stunde, der Preis für Aufgabe, Projekt und Person$/,
      ),
    ).toBeTruthy();
  });
});
