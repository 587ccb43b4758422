import type { pricesEn } from '../en/prices.ts';

/** German texts of the price quote and the recompute dialog; every English id, nothing else. */
export const pricesDe: Readonly<Record<keyof typeof pricesEn, string>> = {
  'prices.lead': 'Preis aus den Preislisten:',
  'prices.calculating': 'wird berechnet…',
  'prices.notBillable': '{price} (nicht abrechenbar)',
  'prices.noLevel': '{price} (keine Preisliste trifft zu)',
  'prices.quote': '{price} zu {unitPrice} pro Stunde, {level}',
  'prices.level':
    '{level, select, 1 {der Einheitspreis für alles} 2 {der Preis für die Tätigkeitsart} 3 {der Preis für die Person} 4 {der Preis für Person und Tätigkeitsart} 5 {der Preis für den Kunden} 6 {der Preis für Kunde und Tätigkeitsart} 7 {der Preis für Kunde und Person} 8 {der Preis für Kunde, Person und Tätigkeitsart} 9 {der Preis für das Projekt} 10 {der Preis für Projekt und Kunde} 11 {der Preis für Projekt und Tätigkeitsart} 12 {der Preis für Projekt und Person} 13 {der Preis für Projekt, Person und Tätigkeitsart} 14 {der Preis für die Aufgabe} 15 {der Preis für Aufgabe und Projekt} 16 {der Preis für Aufgabe, Projekt und Tätigkeitsart} 17 {der Preis für Aufgabe, Projekt und Person} 18 {der Preis für Aufgabe, Projekt, Person und Tätigkeitsart} other {Preislistenstufe {level}}}',
  'prices.dialogTitle':
    'Die Preise {count, plural, one {eines Zeiteintrags} other {von # Zeiteinträgen}} neu berechnen?',
  'prices.cancel': 'Abbrechen',
  'prices.recomputing': 'Wird neu berechnet…',
  'prices.recompute': 'Preise neu berechnen',
  'prices.checking': 'Die heutigen Preislisten werden geprüft…',
  'prices.totals':
    'Ihre Preise ergeben jetzt zusammen {now}; nach den heutigen Preislisten ergäben sie {next}.',
  'prices.changes': '{changed, plural, one {# Preis ändert sich} other {# Preise ändern sich}}',
  'prices.same': ', {same, plural, one {# bleibt gleich} other {# bleiben gleich}}',
  'prices.kept':
    ', {kept, plural, one {# von Hand gesetzter bleibt erhalten} other {# von Hand gesetzte bleiben erhalten}}',
  'prices.summary': '{changes}{same}{kept}.',
  'prices.changedTable': 'Preise, die sich ändern',
  'prices.record': 'Zeiteintrag',
  'prices.now': 'Jetzt',
  'prices.new': 'Neu',
  'prices.more': '…und {count} weitere.',
  'prices.recordGone': 'Dieser Zeiteintrag ist nicht mehr vorhanden; jemand hat ihn vielleicht gelöscht.',
} as const;
