import { AccountSettings } from '../account/account-settings.tsx';
import { HeldWritesNotice } from '../outbox/held-writes-notice.tsx';
import { GeneralSettings } from '../preferences/general-settings.tsx';
import { StopwatchSettingsPanel } from '../stopwatch/stopwatch-settings.tsx';
import { FocusSettings } from './focus-settings.tsx';
import { ReminderSettings } from './reminder-settings.tsx';

export function SettingsScreen() {
  return (
    <div className="settings">
      <AccountSettings />
      <HeldWritesNotice />
      <GeneralSettings />
      <StopwatchSettingsPanel />
      <ReminderSettings />
      <FocusSettings />
    </div>
  );
}
