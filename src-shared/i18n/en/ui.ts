/** English: the shared UI parts (charts, toasts). Spread into messages-en.ts. */
export const uiEn = {
  'ui.tableView': 'Table view',
  'ui.chartHint': 'Point at a bar, or focus the chart and use the arrow keys, to read its value.',
  'ui.chartValue': '{name}: {value}',
  'ui.messages': 'Messages',
  'ui.dismissMessage': 'Dismiss message',
  // While the code of a screen or view arrives on first use (part: its name).
  'ui.loading': 'Loading {part}…',
} as const;
