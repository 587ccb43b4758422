import type { uiEn } from '../en/ui.ts';

/** German: the shared UI parts (charts, toasts). Spread into messages-de.ts. */
export const uiDe: Readonly<Record<keyof typeof uiEn, string>> = {
  'ui.tableView': 'Tabellenansicht',
  'ui.chartHint':
    'Zeigen Sie auf einen Balken oder fokussieren Sie das Diagramm und nutzen Sie die Pfeiltasten, um seinen Wert zu lesen.',
  'ui.chartValue': '{name}: {value}',
  'ui.messages': 'Meldungen',
  'ui.dismissMessage': 'Meldung schließen',
  'ui.loading': 'Wird geladen: {part}…',
} as const;
