import type { trayEn } from '../en/tray.ts';

/** Das Tray-Symbol: Menü, Tooltip und macOS-Titel (Deutsch, formelle Anrede). */
export const trayDe: Record<keyof typeof trayEn, string> = {
  'tray.notSignedIn': 'Nicht angemeldet',
  'tray.stopwatch': '{status, select, paused {Pausiert} other {Läuft}}: {project} ({elapsed})',
  'tray.noStopwatch': 'Keine Stoppuhr läuft',
  'tray.favorites': 'Favoriten',
  'tray.continue': 'Fortsetzen',
  'tray.startOn': 'Projekt starten',
  'tray.switchTo': 'Wechseln zu',
  'tray.today': 'Heute: {total}',
  'tray.offline': 'Offline',
  'tray.offlineWaiting':
    'Offline: {count, plural, one {# Änderung wartet} other {# Änderungen warten}} auf das Senden',
  'tray.sending': '{count, plural, one {# Änderung wird} other {# Änderungen werden}} gesendet…',
  'tray.refused': '{count, plural, one {# Änderung wurde} other {# Änderungen wurden}} abgelehnt: prüfen…',
  'tray.readOnly': 'Nur Lesezugriff',
  'tray.readOnlyIn': 'Nur Lesezugriff in {organization}',
  'tray.open': 'Stint öffnen',
  'tray.quit': 'Stint beenden',
  'tray.organizationOf': 'Organisation: {organization}',
  'tray.tooltipSignedOut': 'Stint: nicht angemeldet',
  'tray.tooltipIdle': 'Stint: keine Stoppuhr läuft',
  'tray.tooltipIdleToday': 'Stint: keine Stoppuhr läuft · heute {total}',
  'tray.tooltipStopwatch': 'Stint: {project} {status, select, paused {pausiert} other {läuft}}, {elapsed}',
};
