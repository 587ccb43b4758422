/** The quick switcher (English, the source of truth). */
export const quickSwitcherEn = {
  'quickSwitcher.dialog': 'Quick switcher',
  'quickSwitcher.input': 'Switch organization or go to a section',
  'quickSwitcher.placeholder': 'Switch organization, continue or go to…',
  'quickSwitcher.results': 'Results',
  'quickSwitcher.current': '(current)',
  'quickSwitcher.nothing': 'Nothing matches “{query}”.',
  'quickSwitcher.start': 'Start {favorite}',
  'quickSwitcher.switchTo': 'Switch to {organization}',
  'quickSwitcher.goTo': 'Go to {section}',
  'quickSwitcher.continue': 'Continue {entry}',
} as const;
