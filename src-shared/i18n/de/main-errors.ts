import type { mainErrorsEn } from '../en/main-errors.ts';

/** German: sentences main and the core write themselves. Spread into messages-de.ts. */
export const mainErrorsDe: Readonly<Record<keyof typeof mainErrorsEn, string>> = {
  'error.favoritesFull':
    'Sie haben hier schon {max} Favoriten. Entfernen Sie einen, um einen anderen hinzuzufügen.',
  'connection.field.server': 'Die Serveradresse',
  'connection.field.graph': 'Die Graph-Adresse',
  'connection.field.auth': 'Die Anmeldeadresse',
  'connection.field.v1': 'Die v1-Adresse',
  'error.connectionUrl.notAddress':
    '{field} ist keine Webadresse. Schreiben Sie sie wie https://stint.example.com.',
  'error.connectionUrl.scheme': '{field} muss mit https:// beginnen.',
  'error.connectionUrl.credentials': '{field} darf keinen Benutzernamen und kein Passwort enthalten.',
  'error.connectionUrl.queryOrFragment': '{field} darf keine Teile mit „?“ oder „#“ enthalten.',
  'error.connectionUrl.plainHttp':
    '{field} muss https:// verwenden, damit Ihr Passwort und Ihre Anmeldung verschlüsselt bleiben (einfaches http ist nur für diesen Computer erlaubt).',
  'error.v1.unreachable': 'Die v1-Schnittstelle antwortet gerade nicht. Versuchen Sie es gleich noch einmal.',
  'error.v1.keyRefused':
    'Der Schlüssel, mit dem dieses Gerät Zeiten erfasst hat, gilt nicht mehr, vielleicht weil Ihr Passwort geändert wurde. Geben Sie Ihr Passwort noch einmal ein, um die Verbindung wiederherzustellen.',
  'error.v1.passwordRefused':
    'Dieses Passwort wurde nicht angenommen. Verwenden Sie das Passwort Ihres Kontos bei diesem Dienst.',
  'error.v1.noKeyCreated': 'Angemeldet, aber der Dienst hat keinen Schlüssel für dieses Gerät erstellt.',
  'error.v1.secretKeyRefused': 'Dieser geheime Schlüssel wurde nicht angenommen.',
  'error.v1.noAddress': 'Stint konnte die v1-Adresse dieser Organisation nicht finden.',
  'error.v1.applicationKeyRefused':
    'Der Dienst nimmt den Anwendungsschlüssel von Stint für seine v1-Schnittstelle nicht an. Bitten Sie die Administration des Dienstes um einen und tragen Sie ihn unter Verbindung, Erweitert ein.',
  'error.v1.noAccount': 'Die v1-Schnittstelle kennt kein Konto namens {organization} für {email}.',
  'error.v1.notAnswering': 'Die v1-Schnittstelle antwortet gerade nicht.',
  'error.v1.keepsTrying': 'Die v1-Schnittstelle antwortet nicht; Stint versucht es weiter.',
  'error.v1.signInEnded':
    'Die v1-Anmeldung dieses Geräts ist beendet. Geben Sie Ihr Passwort noch einmal ein, um die Verbindung wiederherzustellen.',
  'error.v1.failed': '{refusal}{answered, select, yes { Der Dienst antwortete: {answer}.} other {}}',
  'backend.problem.embeddedNotStarted':
    'Der Dienst auf diesem Computer konnte nicht starten. Prüfen Sie, ob der Datenordner beschreibbar ist und nicht von einer anderen Stint-Kopie verwendet wird.',
  'backend.problem.embeddedStopped':
    'Der Dienst auf diesem Computer wurde beendet. Stint startet ihn neu und behält Ihre Arbeit.',
  'backend.problem.notStint':
    'Der Dienst unter {url} hat geantwortet, aber nicht wie ein Stint-Dienst (HTTP {status}).',
  'backend.problem.noAnswer':
    'Der Dienst unter {url} antwortet nicht. Stint behält Ihre Arbeit und versucht es weiter.',
  'error.backendProblemSignIn':
    '{problem} Prüfen Sie die Verbindung in den Einstellungen und melden Sie sich dann erneut an.',
} as const;
