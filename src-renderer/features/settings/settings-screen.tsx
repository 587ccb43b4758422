import { AccountSettings } from '../account/account-settings.tsx';

export function SettingsScreen() {
  return <AccountSettings />;
}
