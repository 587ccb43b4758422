import { useEffect } from 'react';
import { usePreferences } from './use-preferences.ts';

/** Applies the theme preference to the page; "system" follows the operating system. */
export function useTheme(): void {
  const theme = usePreferences().data?.values.theme;
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'light' || theme === 'dark') root.dataset['theme'] = theme;
    else delete root.dataset['theme'];
  }, [theme]);
}
