import type { quickSwitcherEn } from '../en/quick-switcher.ts';

/** Der Schnellwechsler (Deutsch, formelle Anrede). */
export const quickSwitcherDe: Record<keyof typeof quickSwitcherEn, string> = {
  'quickSwitcher.dialog': 'Schnellwechsler',
  'quickSwitcher.input': 'Organisation wechseln oder zu einem Bereich gehen',
  'quickSwitcher.placeholder': 'Organisation wechseln, fortsetzen oder gehen zu…',
  'quickSwitcher.results': 'Ergebnisse',
  'quickSwitcher.current': '(aktuell)',
  'quickSwitcher.nothing': 'Nichts passt zu „{query}“.',
  'quickSwitcher.start': '{favorite} starten',
  'quickSwitcher.switchTo': 'Zu {organization} wechseln',
  'quickSwitcher.goTo': 'Zu {section} gehen',
  'quickSwitcher.continue': '{entry} fortsetzen',
};
