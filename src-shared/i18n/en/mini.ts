/** The mini window (English, the source of truth). Its buttons share the stopwatch's words. */
export const miniEn = {
  'mini.documentTitle': 'Stint stopwatch',
  'mini.noProject': 'No project',
  'mini.projectAndDescription': '{project} · {description}',
  'mini.last': 'Last: {what}',
  'mini.nothingToContinue': 'Nothing to continue yet: start on a project in the main window.',
} as const;
