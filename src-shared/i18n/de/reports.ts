import type { reportsEn } from '../en/reports.ts';

/** German texts of the Reports screen (spread into messages-de.ts); every English id, nothing else. */
export const reportsDe: Readonly<Record<keyof typeof reportsEn, string>> = {
  'reports.views': 'Berichtsansichten',
  'reports.tab.overview': 'Übersicht',
  'reports.tab.records': 'Zeiteinträge und Preise',
  'reports.exportTotals': 'Summen exportieren (CSV)',
  'reports.exportRecords': 'Zeiteinträge exportieren (CSV)',
  'reports.exporting': 'Wird exportiert…',
  'reports.export.saved': '{fileName} gespeichert ({rows, plural, one {# Zeile} other {# Zeilen}}).',
  'reports.export.download':
    '{fileName} wird heruntergeladen: Ihr Browser legt die Datei bei seinen Downloads ab.',
  'reports.export.empty':
    'In dieser Auswahl gibt es nichts zu exportieren: Es wurde keine Datei geschrieben.',
  'reports.export.cancelled': 'Export abgebrochen.',
  'reports.export.cannotDownload': 'Dieses Fenster kann keine Dateien herunterladen.',

  'reports.totals': 'Summen des Zeitraums',
  'reports.total.time': 'Zeit',
  'reports.total.billable': 'Abrechenbare Zeit',
  'reports.total.effective': 'Effektive Zeit',
  'reports.total.money': 'Betrag',
  'reports.total.rate': 'Durchschnitt pro Stunde',
  'reports.total.count': 'Zeiteinträge',
  'reports.total.average': 'Durchschnitt pro Zeiteintrag',

  'reports.noGroup':
    '{grouping, select, project {Kein Projekt} client {Kein Kunde} user {Keine Person} other {Keine Aufgabe}}',
  'reports.grouping': '{grouping, select, project {Projekt} client {Kunde} user {Person} other {Aufgabe}}',
  'reports.timeBy':
    '{grouping, select, project {Zeit nach Projekt} client {Zeit nach Kunde} user {Zeit nach Person} other {Zeit nach Aufgabe}}',
  'reports.groupBy': 'Gruppieren nach',
  'reports.groupByOption':
    '{grouping, select, project {Nach Projekt} client {Nach Kunde} user {Nach Person} other {Nach Aufgabe}}',
  'reports.noTime': 'In diesem Zeitraum wurde keine Zeit erfasst.',
  'reports.noTimeForFilter': 'In diesem Zeitraum wurde für diesen Filter keine Zeit erfasst.',
  'reports.table': '{title} (Tabelle)',
  'reports.col.records': 'Zeiteinträge',
  'reports.col.time': 'Zeit',
  'reports.col.billable': 'Abrechenbar',
  'reports.col.money': 'Betrag',
  'reports.col.perHour': 'Pro Stunde',
  'reports.col.period': 'Zeitraum',
  'reports.col.change': 'Veränderung',
  'reports.total': 'Summe',

  'reports.timePer':
    '{unit, select, day {Zeit pro Tag} week {Zeit pro Woche} month {Zeit pro Monat} other {Zeit pro Jahr}}',
  'reports.barsPer': 'Balken pro',
  'reports.perUnit': '{unit, select, day {Pro Tag} week {Pro Woche} month {Pro Monat} other {Pro Jahr}}',
  'reports.sliceUnit': '{unit, select, day {Tag} week {Woche} month {Monat} other {Jahr}}',
  'reports.chartOf': '{title}, {period}',

  'reports.period.kind': 'Art des Zeitraums',
  'reports.period.option':
    '{unit, select, day {Tag} week {Woche} month {Monat} year {Jahr} other {Eigener Zeitraum}}',
  'reports.period.previous':
    '{unit, select, day {Vorheriger Tag} week {Vorherige Woche} month {Vorheriger Monat} year {Vorheriges Jahr} other {Vorheriger Zeitraum}}',
  'reports.period.next':
    '{unit, select, day {Nächster Tag} week {Nächste Woche} month {Nächster Monat} year {Nächstes Jahr} other {Nächster Zeitraum}}',
  'reports.period.current':
    '{unit, select, day {Heute} week {Diese Woche} month {Dieser Monat} year {Dieses Jahr} other {Zurück zum gewählten Zeitraum}}',
  'reports.period.from': 'Von',
  'reports.period.to': 'Bis',
  'reports.period.reading': 'Die Organisation wird gelesen…',

  'reports.trend.title':
    '{unit, select, day {Im Vergleich mit früheren Tagen} week {Im Vergleich mit früheren Wochen} month {Im Vergleich mit früheren Monaten} year {Im Vergleich mit früheren Jahren} other {Im Vergleich mit den Zeiträumen davor}}',
  'reports.trend.soFar': '{period} (bisher)',
  'reports.trend.new': 'neu',
  'reports.trend.previous':
    '{unit, select, day {am Vortag} week {in der Vorwoche} month {im Vormonat} year {im Vorjahr} other {im Zeitraum davor}}',
  'reports.trend.sameDays': 'an denselben Tagen {previous} ({days})',
  'reports.trend.wholeDayBefore': 'am ganzen Vortag',
  'reports.trend.noTime': 'Keine Zeit, wie {than}',
  'reports.trend.noneBefore': 'Zeit erfasst, keine {than}',
  'reports.trend.same': 'Gleich viel Zeit wie {than}',
  'reports.trend.more': '{percent} mehr Zeit als {than}',
  'reports.trend.less': '{percent} weniger Zeit als {than}',
  'reports.trend.runningSoFar': 'Bisher ({days}): {difference}',
  'reports.trend.todaySoFar': 'Heute bisher: {difference}',

  'reports.records.label': 'Zeiteinträge des Zeitraums',
  'reports.records.loading': 'Zeiteinträge werden geladen…',
  'reports.records.none': 'Keine Zeiteinträge in diesem Zeitraum.',
  'reports.records.range': 'Zeiteinträge {first}–{last} von {total}',
  'reports.records.noneSelected': 'Nichts ausgewählt',
  'reports.records.selected': '{count} ausgewählt',
  'reports.records.recompute': 'Preise neu berechnen…',
  'reports.records.clearSelection': 'Auswahl aufheben',
  'reports.records.tooMany':
    'Wählen Sie höchstens {max} Zeiteinträge aus, um ihre Preise auf einmal neu zu berechnen.',
  'reports.records.priceCheck': 'Preisprüfung',
  'reports.records.storedPrice': 'Gespeicherter Preis des ausgewählten Zeiteintrags: {price}.',
  'reports.records.storedPriceByHand':
    'Gespeicherter Preis des ausgewählten Zeiteintrags: {price} (von Hand gesetzt).',
  'reports.records.quoteLead': 'Die heutigen Preislisten ergäben:',
  'reports.records.scrollRegion': 'Zeiteinträge (seitlich scrollbar)',
  'reports.records.caption': 'Zeiteinträge des Zeitraums, neueste zuerst',
  'reports.records.selectPage': 'Alle Zeiteinträge dieser Seite auswählen',
  'reports.records.select': '{record} auswählen',
  'reports.records.describe': '{day} {time}, {what}',
  'reports.records.noDescription': 'Keine Beschreibung',
  'reports.col.date': 'Datum',
  'reports.col.duration': 'Dauer',
  'reports.col.description': 'Beschreibung',
  'reports.col.project': 'Projekt',
  'reports.col.user': 'Person',
  'reports.col.price': 'Preis',
  'reports.yes': 'Ja',
  'reports.no': 'Nein',
  'reports.records.byHand': 'von Hand',
  'reports.records.byHandTitle': 'Von Hand gesetzt: Neuberechnen behält ihn bei',
  'reports.records.pages': 'Seiten der Zeiteinträge',
  'reports.records.previousPage': 'Vorherige Seite',
  'reports.records.nextPage': 'Nächste Seite',
  'reports.records.page': 'Seite {page} von {pages}',
  'reports.records.recomputed': '{count, plural, one {# Preis} other {# Preise}} neu berechnet.',
  'reports.records.kept': '{count} von Hand gesetzte beibehalten.',
  'reports.records.failed': '{count} konnten nicht neu berechnet werden: {reason}',
};
