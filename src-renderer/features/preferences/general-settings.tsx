import { useId, useState, type SyntheticEvent } from 'react';
import type { PreferencesState } from '../../../src-shared/domain/preferences.ts';
import { acceleratorSchema } from '../../../src-shared/domain/preferences.ts';
import { usePreferences, useUpdatePreferences } from './use-preferences.ts';

/** The "General" part of Settings: theme, tray, login item, the global shortcut and CSV exports. */
export function GeneralSettings() {
  const preferences = usePreferences();
  if (preferences.data === undefined) {
    return (
      <section className="panel" aria-labelledby="general-heading">
        <h2 id="general-heading">General</h2>
        <p role="status">
          {preferences.isError
            ? `Cannot read the preferences: ${preferences.error.message}`
            : 'Reading preferences…'}
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
  const desktopOnly = 'Available in the desktop app.';

  return (
    <section className="panel stack" aria-labelledby="general-heading">
      <h2 id="general-heading">General</h2>
      <div className="field">
        <label htmlFor={`${id}-theme`}>Theme</label>
        <select
          id={`${id}-theme`}
          value={values.theme}
          onChange={(event) =>
            update.mutate({ theme: event.target.value as PreferencesState['values']['theme'] })
          }
        >
          <option value="system">Same as the system</option>
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </div>
      <Toggle
        label="Keep Stint in the tray when the window is closed"
        checked={values.closeToTray}
        disabledReason={available.closeToTray ? null : desktopOnly}
        onChange={(closeToTray) => update.mutate({ closeToTray })}
      />
      <Toggle
        label="Start Stint when I log in"
        checked={values.launchAtLogin}
        disabledReason={available.launchAtLogin ? null : desktopOnly}
        onChange={(launchAtLogin) => update.mutate({ launchAtLogin })}
      />
      <Toggle
        label="Start and stop the stopwatch with a shortcut from any application"
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
        label="Mark CSV exports as UTF-8 (a byte order mark), so spreadsheets on Windows show accents right"
        checked={values.csvBom}
        disabledReason={null}
        onChange={(csvBom) => update.mutate({ csvBom })}
      />
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
  const [draft, setDraft] = useState(accelerator);
  const check = acceleratorSchema.safeParse(draft);
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    if (check.success && draft !== accelerator) onSave(draft);
  };
  return (
    <form className="field" onSubmit={submit}>
      <label htmlFor={`${id}-shortcut`}>Shortcut</label>
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
          Use this shortcut
        </button>
      </div>
      <span id={`${id}-shortcut-help`} className={check.success ? 'muted' : 'action-error'}>
        {check.success
          ? 'Modifiers and a key joined by +, for example CommandOrControl+Alt+S.'
          : (check.error.issues[0]?.message ?? 'Not a shortcut.')}
      </span>
    </form>
  );
}
