import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n-context.tsx';
import { preferencesBridge } from '../../testing/preferences-bridge.ts';
import { dailyBridge, projects, renderDaily, workTypes } from '../../testing/render-daily.tsx';
import { WorkTypeSelect } from './work-type-select.tsx';

afterEach(cleanup);

describe('WorkTypeSelect', () => {
  it('speaks German when German is the chosen language', async () => {
    renderDaily(
      <I18nProvider>
        <WorkTypeSelect id="w" projectId={projects[0]!.id} value={null} onChange={() => undefined} />
      </I18nProvider>,
      dailyBridge(preferencesBridge({ language: 'de' })),
    );
    const select = await screen.findByRole('combobox', { name: 'Tätigkeitsart' });
    await screen.findByRole('option', { name: workTypes[1]!.name });
    expect(select.querySelector('option[value=""]')?.textContent).toBe('Keine Tätigkeitsart');
  });
});
