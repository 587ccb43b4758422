import { AccountSettings } from '../account/account-settings.tsx';
import { HeldWritesNotice } from '../outbox/held-writes-notice.tsx';
import { GeneralSettings } from '../preferences/general-settings.tsx';
import { StopwatchSettingsPanel } from '../stopwatch/stopwatch-settings.tsx';

export function SettingsScreen() {
  return (
    <div className="settings">
      <AccountSettings />
      <HeldWritesNotice />
      <GeneralSettings />
      <StopwatchSettingsPanel />
    </div>
  );
}
