import type { miniEn } from '../en/mini.ts';

/** Das Mini-Fenster (Deutsch, formelle Anrede). */
export const miniDe: Record<keyof typeof miniEn, string> = {
  'mini.documentTitle': 'Stint-Stoppuhr',
  'mini.noProject': 'Kein Projekt',
  'mini.projectAndDescription': '{project} · {description}',
  'mini.last': 'Zuletzt: {what}',
  'mini.nothingToContinue': 'Noch nichts fortzusetzen: Starten Sie im Hauptfenster ein Projekt.',
};
