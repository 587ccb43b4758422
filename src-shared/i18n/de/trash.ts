import type { trashEn } from '../en/trash.ts';

/**
 * Der Papierkorb (Deutsch, formelle Anrede). Gelöschte Dinge stehen ohne Artikel vor ihrem Namen
 * („Projekt „Alt““), wie in Meldungen üblich: so passt jeder Satz zu jedem Geschlecht und Fall.
 */
export const trashDe: Record<keyof typeof trashEn, string> = {
  'trash.class.project': '{count, plural, one {Projekt} other {Projekte}}',
  'trash.class.task': '{count, plural, one {Aufgabe} other {Aufgaben}}',
  'trash.class.timeRecord': '{count, plural, one {Zeiteintrag} other {Zeiteinträge}}',
  'trash.class.client': '{count, plural, one {Kunde} other {Kunden}}',
  'trash.class.impulse': '{count, plural, one {Stoppuhr-Eintrag} other {Stoppuhr-Einträge}}',
  'trash.class.workType': '{count, plural, one {Tätigkeitsart} other {Tätigkeitsarten}}',
  'trash.class.projectMember': '{count, plural, one {Projektmitglied} other {Projektmitglieder}}',
  'trash.class.projectWorkTypeLink':
    '{count, plural, one {Tätigkeitsart des Projekts} other {Tätigkeitsarten des Projekts}}',
  'trash.class.bill': '{count, plural, one {Rechnung} other {Rechnungen}}',
  'trash.class.billItem': '{count, plural, one {Rechnungsposition} other {Rechnungspositionen}}',
  'trash.class.billVat':
    '{count, plural, one {Steuerzeile einer Rechnung} other {Steuerzeilen von Rechnungen}}',
  'trash.class.contactPerson': '{count, plural, one {Ansprechperson} other {Ansprechpersonen}}',
  'trash.class.department': '{count, plural, one {Abteilung} other {Abteilungen}}',
  'trash.class.departmentMember': '{count, plural, one {Abteilungsmitglied} other {Abteilungsmitglieder}}',
  'trash.class.priceListEntry': '{count, plural, one {Preislisteneintrag} other {Preislisteneinträge}}',
  'trash.class.other': '{count, plural, one {Objekt vom Typ „{words}“} other {Objekte vom Typ „{words}“}}',
  'trash.counted': '{count} {kind}',
  'trash.listEnd': '{rest} und {last}',

  'trash.item': '{kind} „{name}“',
  'trash.itemWhen': '{kind} „{name}“ ({when})',
  'trash.itemWhenProject': '{kind} „{name}“ ({when}) im Projekt {project}',
  'trash.itemProject': '{kind} „{name}“ im Projekt {project}',
  'trash.itemDayDuration': '{day}, {duration}',

  'trash.show': 'Anzeigen',
  'trash.everything': 'Alles Gelöschte',
  'trash.deletedKind': 'Gelöschte {kind}',
  'trash.loading': 'Der Papierkorb wird geladen…',
  'trash.count': '{count, plural, one {# Löschung} other {# Löschungen}} im Papierkorb',
  'trash.readOnly':
    'Sie haben in dieser Organisation nur Lesezugriff: Sie sehen den Papierkorb, können aber nichts daraus wiederherstellen oder endgültig entfernen.',
  'trash.emptyTitle': 'Der Papierkorb ist leer',
  'trash.emptyBody':
    'Gelöschte Projekte, Aufgaben, Zeiteinträge und Kunden bleiben hier, bis Sie sie wiederherstellen oder endgültig entfernen.',
  'trash.caption': 'Gelöschte Einträge, die neuesten zuerst',
  'trash.column.what': 'Was',
  'trash.column.along': 'Mit gelöscht',
  'trash.column.when': 'Wann',
  'trash.column.by': 'Von',
  'trash.column.actions': 'Aktionen',
  'trash.restoreItem': '{item} wiederherstellen',
  'trash.restoreButton': 'Wiederherstellen…',
  'trash.purgeItem': 'Endgültig löschen: {item}',
  'trash.purgeButton': 'Endgültig löschen…',

  'trash.restoreTitle': '„{name}“ wiederherstellen?',
  'trash.cancel': 'Abbrechen',
  'trash.restoring': 'Wird wiederhergestellt…',
  'trash.restore': 'Wiederherstellen',
  'trash.restoreBody': '{what} wird unverändert wiederhergestellt und erscheint wieder in allen Ansichten.',
  'trash.restoreBodyWith':
    '{what} wird unverändert wiederhergestellt und erscheint wieder in allen Ansichten. Ebenfalls zurück kommt, was damit gelöscht wurde ({along}):',
  'trash.previewing': 'Der Papierkorb wird durchgesehen…',
  'trash.whatComesBack': 'Was zurückkommt',
  'trash.namesMore': '{names} und {count} weitere',
  'trash.restored': 'Wiederhergestellt: {what}.',
  'trash.restoredWith': 'Wiederhergestellt: {what}, dazu {along}.',

  'trash.purgeTitle': '„{name}“ endgültig löschen?',
  'trash.keep': 'Im Papierkorb lassen',
  'trash.deleting': 'Wird gelöscht…',
  'trash.purge': 'Endgültig löschen',
  'trash.purgeBody': 'Endgültig entfernt wird: {what}. Das lässt sich nicht rückgängig machen.',
  'trash.purgeBodyWith':
    'Endgültig entfernt werden: {what} und die damit gelöschten {along}. Das lässt sich nicht rückgängig machen.',
  'trash.purged': 'Endgültig gelöscht: {what}.',
};
