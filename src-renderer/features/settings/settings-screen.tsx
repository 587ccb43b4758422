import { AccountSettings } from '../account/account-settings.tsx';
import { StopwatchSettingsPanel } from '../stopwatch/stopwatch-settings.tsx';

export function SettingsScreen() {
  return (
    <>
      <AccountSettings />
      <div className="settings settings--more">
        <StopwatchSettingsPanel />
      </div>
    </>
  );
}
