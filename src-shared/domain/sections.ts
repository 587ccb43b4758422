/** The sections of the window, shared by the renderer's navigation and the application menu. */
export const sections = [
  { id: 'projects', label: 'Projects', shortcut: '1' },
  { id: 'stopwatch', label: 'Stopwatch', shortcut: '2' },
  { id: 'time', label: 'Time', shortcut: '3' },
  { id: 'reports', label: 'Reports', shortcut: '4' },
  { id: 'trash', label: 'Trash', shortcut: '5' },
  { id: 'settings', label: 'Settings', shortcut: '6' },
] as const;

export type SectionId = (typeof sections)[number]['id'];

export function isSectionId(value: string): value is SectionId {
  return sections.some((section) => section.id === value);
}
