import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18n } from '../../i18n/i18n-context.tsx';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useIpcQuery } from '../../platform/ipc-hooks.ts';

/** Settings → Stopwatch: after how long away the stopwatch asks about the time. */
export function StopwatchSettingsPanel() {
  const settings = useIpcQuery('stopwatch:get-settings');
  const { t } = useI18n();
  if (settings.data === undefined) return null;
  return (
    <section className="panel" aria-labelledby="stopwatch-settings-heading">
      <h2 id="stopwatch-settings-heading">{t('section.stopwatch')}</h2>
      <ThresholdForm minutes={settings.data.idleThresholdMinutes} />
    </section>
  );
}

function ThresholdForm({ minutes }: { minutes: number }) {
  const bridge = useBridge();
  const client = useQueryClient();
  const [text, setText] = useState(String(minutes));
  const { t } = useI18n();
  const save = useMutation({
    mutationFn: (idleThresholdMinutes: number) =>
      bridge.invoke('stopwatch:set-settings', { idleThresholdMinutes }),
    onSuccess: (saved) => client.setQueryData(ipcQueryKey('stopwatch:get-settings'), saved),
  });
  const value = Number(text);
  const valid = Number.isInteger(value) && value >= 1 && value <= 240;
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) save.mutate(value);
      }}
    >
      <div className="field">
        <label htmlFor="idle-threshold">{t('stopwatch.awayAfter')}</label>
        <input
          id="idle-threshold"
          type="number"
          min={1}
          max={240}
          value={text}
          aria-describedby="idle-threshold-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <span id="idle-threshold-hint" className="muted">
          {t('stopwatch.awayAfterHint')}
        </span>
      </div>
      {!valid && <p className="action-error">{t('stopwatch.awayAfterInvalid')}</p>}
      {save.error !== null && (
        <p className="action-error" role="alert">
          {save.error.message}
        </p>
      )}
      <div className="row">
        <button type="submit" className="button" disabled={!valid || save.isPending || value === minutes}>
          {t('stopwatch.save')}
        </button>
        {save.isSuccess && value === minutes && <span role="status">{t('stopwatch.saved')}</span>}
      </div>
    </form>
  );
}
