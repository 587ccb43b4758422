import type { timeFilterEn } from '../en/time-filter.ts';

/** German: the filter bar over time records (Time and Reports). Spread into messages-de.ts. */
export const timeFilterDe: Readonly<Record<keyof typeof timeFilterEn, string>> = {
  'filter.bar': 'Zeiteinträge filtern',
  'filter.whose': 'Wessen Zeit',
  'filter.onlyMe': 'Nur ich',
  'filter.everyone': 'Alle',
  'filter.projects': 'Projekte',
  'filter.allProjects': 'Alle Projekte',
  'filter.projectCount': '{count, plural, one {# Projekt} other {# Projekte}}',
  'filter.clients': 'Kunden',
  'filter.allClients': 'Alle Kunden',
  'filter.clientCount': '{count, plural, one {# Kunde} other {# Kunden}}',
  'filter.workTypes': 'Tätigkeitsarten',
  'filter.allWorkTypes': 'Alle Tätigkeitsarten',
  'filter.workTypeCount': '{count, plural, one {# Tätigkeitsart} other {# Tätigkeitsarten}}',
  'filter.billable': 'Abrechenbar',
  'filter.billableAny': 'Abrechenbar oder nicht',
  'filter.billableOnly': 'Nur abrechenbare',
  'filter.notBillableOnly': 'Nur nicht abrechenbare',
  'filter.text': 'Beschreibung enthält',
  'filter.textPlaceholder': 'Beschreibung enthält…',
  'filter.clear': 'Filter zurücksetzen',
  'filter.summary': '{label}: {summary}',
  'filter.search': 'Suchen',
  'filter.searchIn': '{what} durchsuchen',
  'filter.loading': 'Wird geladen…',
} as const;
