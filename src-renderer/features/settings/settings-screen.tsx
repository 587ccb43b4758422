import { AccountSettings } from '../account/account-settings.tsx';
import { GeneralSettings } from '../preferences/general-settings.tsx';

export function SettingsScreen() {
  return (
    <div className="settings">
      <AccountSettings />
      <GeneralSettings />
    </div>
  );
}
