import type { undoEn } from '../en/undo.ts';

/** Löschen mit Rückgängig (Deutsch, formelle Anrede). `{what}` ist die Wendung des Aufrufers. */
export const undoDe: Record<keyof typeof undoEn, string> = {
  'undo.undo': 'Rückgängig',
  'undo.failed': 'Rückgängig machen ist fehlgeschlagen.',
  'undo.notDeleted': '{what} wurde nicht gelöscht: {reason}',
  'undo.movedToTrash': '{what} wurde in den Papierkorb verschoben.',
  'undo.deleteQueued': '{what} wird gelöscht, sobald der Dienst wieder erreichbar ist.',
  'undo.broughtBack': 'Wiederhergestellt.',
  'undo.bringBackQueued': 'Wird wiederhergestellt, sobald der Dienst wieder erreichbar ist.',
  'undo.bringBackRefused': 'Konnte nicht wiederhergestellt werden: {reason}',
};
