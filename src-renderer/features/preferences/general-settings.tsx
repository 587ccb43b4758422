import { useId, useState, type SyntheticEvent } from 'react';
import type { PreferencesState } from '../../../src-shared/domain/preferences.ts';
import { acceleratorSchema } from '../../../src-shared/domain/preferences.ts';
import type { CsvFormat } from '../../../src-shared/format/csv-style.ts';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { usePreferences, useUpdatePreferences } from './use-preferences.ts';

/** The "General" part of Settings: language, theme, tray, login item, the global shortcut and CSV exports. */
export function GeneralSettings() {
  const preferences = usePreferences();
  const { t } = useI18n();
  if (preferences.data === undefined) {
    return (
      <section className="panel" aria-labelledby="general-heading">
        <h2 id="general-heading">{t('settings.general')}</h2>
        <p role="status">
          {preferences.isError
            ? t('settings.cannotReadPreferences', { reason: preferences.error.message })
            : t('settings.readingPreferences')}
        </p>
      </section>
    );
  }
  return <GeneralSettingsForm state={preferences.data} />;
}

function GeneralSettingsForm({ state }: { state: PreferencesState }) {
  const id = useId();
  const update = useUpdatePreferences();
  const { values, available } = state;
  const { t } = useI18n();
  const desktopOnly = t('settings.desktopOnly');

  return (
    <section className="panel stack" aria-labelledby="general-heading">
      <h2 id="general-heading">{t('settings.general')}</h2>
      <div className="field">
        <label htmlFor={`${id}-language`}>{t('settings.language')}</label>
        <select
          id={`${id}-language`}
          value={values.language}
          onChange={(event) =>
            update.mutate({ language: event.target.value as PreferencesState['values']['language'] })
          }
        >
          <option value="system">{t('settings.language.system')}</option>
          {/* Each language is named in itself, so a person who cannot read the current one finds theirs. */}
          <option value="en" lang="en">
            {t('settings.language.en')}
          </option>
          <option value="de" lang="de">
            {t('settings.language.de')}
          </option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-theme`}>{t('settings.theme')}</label>
        <select
          id={`${id}-theme`}
          value={values.theme}
          onChange={(event) =>
            update.mutate({ theme: event.target.value as PreferencesState['values']['theme'] })
          }
        >
          <option value="system">{t('settings.theme.system')}</option>
          <option value="light">{t('settings.theme.light')}</option>
          <option value="dark">{t('settings.theme.dark')}</option>
        </select>
      </div>
      <Toggle
        label={t('settings.closeToTray')}
        checked={values.closeToTray}
        disabledReason={available.closeToTray ? null : desktopOnly}
        onChange={(closeToTray) => update.mutate({ closeToTray })}
      />
      <Toggle
        label={t('settings.launchAtLogin')}
        checked={values.launchAtLogin}
        disabledReason={available.launchAtLogin ? null : desktopOnly}
        onChange={(launchAtLogin) => update.mutate({ launchAtLogin })}
      />
      <Toggle
        label={t('settings.globalShortcut')}
        checked={values.globalShortcut.enabled}
        disabledReason={available.globalShortcut ? null : desktopOnly}
        onChange={(enabled) => update.mutate({ globalShortcut: { enabled } })}
      />
      {available.globalShortcut && (
        <ShortcutField
          key={values.globalShortcut.accelerator}
          accelerator={values.globalShortcut.accelerator}
          onSave={(accelerator) => update.mutate({ globalShortcut: { accelerator } })}
        />
      )}
      {state.shortcutProblem !== null && values.globalShortcut.enabled && (
        <p className="action-error" role="alert">
          {state.shortcutProblem}
        </p>
      )}
      <Toggle
        label={t('settings.csvBom')}
        checked={values.csvBom}
        disabledReason={null}
        onChange={(csvBom) => update.mutate({ csvBom })}
      />
      <div className="field">
        <label htmlFor={`${id}-csv-format`}>{t('settings.csvFormat')}</label>
        {/* Short options: the select is as wide as its longest one, and Settings must fit a narrow window. */}
        <select
          id={`${id}-csv-format`}
          value={values.csvFormat}
          aria-describedby={`${id}-csv-format-hint`}
          onChange={(event) => update.mutate({ csvFormat: event.target.value as CsvFormat })}
        >
          <option value="locale">{t('csv.format.locale')}</option>
          <option value="neutral">{t('csv.format.neutral')}</option>
        </select>
        <span id={`${id}-csv-format-hint`} className="muted">
          {t('csv.format.hint')}
        </span>
      </div>
      {update.isError && (
        <p className="action-error" role="alert">
          {update.error.message}
        </p>
      )}
    </section>
  );
}

interface ToggleProps {
  readonly label: string;
  readonly checked: boolean;
  readonly disabledReason: string | null;
  readonly onChange: (checked: boolean) => void;
}

function Toggle({ label, checked, disabledReason, onChange }: ToggleProps) {
  const id = useId();
  return (
    <div className="row">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabledReason !== null}
        aria-describedby={disabledReason === null ? undefined : `${id}-why`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {disabledReason !== null && (
        <span id={`${id}-why`} className="muted">
          {disabledReason}
        </span>
      )}
    </div>
  );
}

function ShortcutField({ accelerator, onSave }: { accelerator: string; onSave: (value: string) => void }) {
  const id = useId();
  const { t } = useI18n();
  const [draft, setDraft] = useState(accelerator);
  const check = acceleratorSchema.safeParse(draft);
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (check.success && draft !== accelerator) onSave(draft);
  };
  return (
    <form className="field" onSubmit={submit}>
      <label htmlFor={`${id}-shortcut`}>{t('settings.shortcut')}</label>
      <div className="row">
        <input
          id={`${id}-shortcut`}
          value={draft}
          spellCheck={false}
          aria-invalid={!check.success}
          aria-describedby={`${id}-shortcut-help`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button" disabled={!check.success || draft === accelerator}>
          {t('settings.useShortcut')}
        </button>
      </div>
      <span id={`${id}-shortcut-help`} className={check.success ? 'muted' : 'action-error'}>
        {check.success ? t('settings.shortcutHelp') : t('settings.shortcutInvalid')}
      </span>
    </form>
  );
}
