import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../../../src-shared/i18n/translator.ts';
import { de } from '../../../src-shared/i18n/messages-de.ts';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, renderDaily } from '../../testing/render-daily.tsx';
import { RecordEditor } from './record-editor.tsx';
import { dayLabel } from './time-range.ts';

afterEach(cleanup);

// 2026-01-07 09:00 in Vienna.
const nineVienna = Date.UTC(2026, 0, 7, 8, 0);

describe('the Time screen in German', () => {
  it('labels the record editor and words its problems in German', async () => {
    const bridge = dailyBridge(preferencesBridge({ language: 'de' }), { timeZone: 'Europe/Vienna' });
    renderDaily(
      <I18nProvider>
        <RecordEditor
          target={{ kind: 'create', start: nineVienna, durationMs: 3_600_000 }}
          onClose={() => {}}
        />
      </I18nProvider>,
      bridge,
    );
    const start = await screen.findByLabelText<HTMLInputElement>('Beginn', {}, { timeout: 5000 });
    expect(screen.getByLabelText('Dauer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    fireEvent.change(start, { target: { value: '10:00' } });
    fireEvent.change(screen.getByLabelText('Ende'), { target: { value: '09:00' } });
    expect(await screen.findByText(/Das Ende liegt vor dem Beginn/)).toBeTruthy();
  });

  it('names days in German, in the organization’s zone', () => {
    const german = { locale: 'de', t: createTranslator('de', de).t };
    const dayBefore = nineVienna - 86_400_000;
    expect(dayLabel(dayBefore, nineVienna, 'Europe/Vienna', german)).toBe('Gestern');
    expect(dayLabel(nineVienna - 2 * 86_400_000, nineVienna, 'Europe/Vienna', german)).toBe(
      'Montag, 5. Januar',
    );
  });
});
