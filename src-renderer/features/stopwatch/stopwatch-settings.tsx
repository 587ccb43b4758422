import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useBridge } from '../../platform/bridge-context.tsx';
import { ipcQueryKey, useIpcQuery } from '../../platform/ipc-hooks.ts';

/** Settings → Stopwatch: after how long away the stopwatch asks about the time. */
export function StopwatchSettingsPanel() {
  const settings = useIpcQuery('stopwatch:get-settings');
  if (settings.data === undefined) return null;
  return (
    <section className="panel" aria-labelledby="stopwatch-settings-heading">
      <h2 id="stopwatch-settings-heading">Stopwatch</h2>
      <ThresholdForm minutes={settings.data.idleThresholdMinutes} />
    </section>
  );
}

function ThresholdForm({ minutes }: { minutes: number }) {
  const bridge = useBridge();
  const client = useQueryClient();
  const [text, setText] = useState(String(minutes));
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
        <label htmlFor="idle-threshold">Ask about time away after (minutes)</label>
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
          When you were idle, asleep or locked for longer while a stopwatch ran, Stint asks whether to keep
          that time.
        </span>
      </div>
      {!valid && <p className="action-error">Enter a whole number of minutes from 1 to 240.</p>}
      {save.error !== null && (
        <p className="action-error" role="alert">
          {save.error.message}
        </p>
      )}
      <div className="row">
        <button type="submit" className="button" disabled={!valid || save.isPending || value === minutes}>
          Save
        </button>
        {save.isSuccess && value === minutes && <span role="status">Saved.</span>}
      </div>
    </form>
  );
}
