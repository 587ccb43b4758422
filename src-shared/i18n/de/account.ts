import type { accountEn } from '../en/account.ts';

/** Einstellungen → Konto: Anmeldung, Organisation, Zeiterfassung, Verbindung (Deutsch, formelle Anrede). */
export const accountDe: Record<keyof typeof accountEn, string> = {
  'account.chipLeadIn': 'Konto:',
  'account.checking': 'Konto wird geprüft…',
  'account.noOrganization': 'Keine Organisation',
  'account.signingIn': 'Anmeldung läuft…',
  'account.notSignedIn': 'Nicht angemeldet',
  'account.signIn': 'Anmelden',

  'account.readFailed': 'Das Konto kann nicht gelesen werden: {reason}',
  'account.reading': 'Ihr Konto wird gelesen…',
  'account.noKeychain':
    'Es ist kein Schlüsselbund des Systems verfügbar, daher behält Stint Ihre Anmeldung nur, bis es beendet wird. Entsperren oder installieren Sie einen Schlüsselbund (GNOME Keyring, KWallet), um angemeldet zu bleiben.',
  'account.heading': 'Konto',
  'account.timeTrackingHeading': 'Zeiterfassung',
  'account.connectionHeading': 'Verbindung',

  'account.connectingTo':
    'Verbindung {kind, select, thisComputer {zum Dienst dieses Computers} other {zu {label}}} wird hergestellt…',
  'account.finishInBrowser':
    'Schließen Sie die Anmeldung im geöffneten Browserfenster ab. Stint wartet darauf und macht danach von selbst weiter.',
  'account.cancelSignIn': 'Anmeldung abbrechen',
  'account.welcome':
    'Willkommen bei Stint. Erstellen Sie Ihr Konto {kind, select, thisComputer {beim Dienst dieses Computers} other {bei {label}}}: Ihr Name, Ihre E-Mail-Adresse, ein Passwort und der Name Ihrer Organisation. Alles bleibt auf diesem Computer.',
  'account.createAccount': 'Konto erstellen',
  'account.signInExisting': 'Bei einem bestehenden Konto anmelden',
  'account.signInInBrowser':
    'Melden Sie sich in Ihrem Webbrowser {kind, select, thisComputer {beim Dienst dieses Computers} other {bei {label}}} an. Stint sieht Ihr Passwort nie.',
  'account.signInWithBrowser': 'Mit Ihrem Browser anmelden',
  'account.demo': 'Dies sind die Demodaten. Melden Sie sich als {email} mit dem Passwort {password} an.',
  'account.useApiKey': 'Stattdessen einen API-Schlüssel verwenden',

  'account.apiKeyForm': 'Mit einem API-Schlüssel anmelden',
  'account.apiKeyHelp':
    'Erstellen Sie im Bereich „API-Schlüssel“ Ihres Profils beim Dienst einen Schlüssel und fügen Sie ihn hier ein. Ein Schlüssel gilt nur in der Organisation, in der er erstellt wurde.',
  'account.apiKey': 'API-Schlüssel',
  'account.checkingKey': 'Der Schlüssel wird geprüft…',
  'account.signInWithApiKey': 'Mit API-Schlüssel anmelden',

  'account.unknownUser': 'Unbekannte Person',
  'account.signedInAs':
    'Angemeldet als {name} {credential, select, apiKey {mit einem API-Schlüssel} other {über Ihren Browser}}.',
  'account.signedInAsWithEmail':
    'Angemeldet als {name} ({email}) {credential, select, apiKey {mit einem API-Schlüssel} other {über Ihren Browser}}.',
  'account.readOnly':
    'Sie haben in dieser Organisation nur Lesezugriff: Sie können alles ansehen, aber nichts ändern.',
  'account.signOut': 'Abmelden',
  'account.signOutHelp':
    'Beim Abmelden vergisst dieser Computer alles, was er für diese Verbindung gespeichert hat.',
  'account.organization': 'Organisation',
  'account.switching': 'Organisation wird gewechselt…',
  'account.apiKeyOneOrganization':
    'Ein API-Schlüssel gilt nur in einer Organisation. Melden Sie sich über Ihren Browser an, um zwischen Ihren Organisationen zu wechseln.',

  'account.v1Connected':
    'Die Zeiterfassung ist verbunden. Dieser Computer meldet sich mit einem eigenen Schlüssel an; Ihr Passwort wird nicht gespeichert.',
  'account.v1ConnectedAccount':
    'Die Zeiterfassung ist verbunden (Konto {account}). Dieser Computer meldet sich mit einem eigenen Schlüssel an; Ihr Passwort wird nicht gespeichert.',
  'account.connectingTimeTracking': 'Die Zeiterfassung wird verbunden…',
  'account.v1NotAnswering': 'Die v1-Schnittstelle antwortet nicht.',
  'account.v1TriesAgain': '{problem} Stint versucht es von selbst erneut.',
  'account.connectTimeTracking': 'Zeiterfassung verbinden',
  'account.v1Intro':
    'Stoppuhr, Zeiteinträge und Berichte nutzen die v1-Schnittstelle des Dienstes, die einmalig nach Ihrem Passwort fragt. Danach behält Stint nur einen Schlüssel für diesen Computer, nie das Passwort.',
  'account.v1IntroAs':
    'Stoppuhr, Zeiteinträge und Berichte nutzen die v1-Schnittstelle des Dienstes, die einmalig nach Ihrem Passwort fragt (als {email}). Danach behält Stint nur einen Schlüssel für diesen Computer, nie das Passwort.',
  'account.secretKey': 'Geheimer Schlüssel',
  'account.password': 'Passwort',
  'account.connecting': 'Verbindung wird hergestellt…',
  'account.usePassword': 'Stattdessen mein Passwort verwenden',
  'account.haveSecretKey': 'Ich habe einen geheimen Schlüssel',

  'account.loading': 'Wird geladen…',
  'account.openSettings': 'Einstellungen öffnen',
  'account.gateSignIn':
    'Melden Sie sich an, um {what, select, reports {die Berichte} other {den Papierkorb}} zu sehen',
  'account.gateSignInHelp': 'Melden Sie sich in den Einstellungen bei Ihrer Organisation an.',
  'account.gateNotAnswering': 'Die Zeiterfassung antwortet nicht',
  'account.serviceNotAnswering': 'Der Dienst antwortet gerade nicht.',
  'account.keepsTrying': '{problem} Stint versucht es weiter.',
  'account.gateConnect':
    'Verbinden Sie die Zeiterfassung, um {what, select, reports {die Berichte} other {den Papierkorb}} zu sehen',
  'account.gateConnectHelp':
    'Die Zeiterfassung nutzt die v1-Schnittstelle des Dienstes, die einmalig in den Einstellungen nach Ihrem Passwort fragt. Stint behält nur einen Schlüssel für diesen Computer.',

  'account.nowUsing': 'Aktuell verwendet: {where}{demo, select, yes { (Demodaten)} other {}}',
  'account.whereDataLives': 'Wo Ihre Daten liegen',
  'account.thisComputer': 'Dieser Computer',
  'account.thisComputerHint': 'Stint betreibt hier seinen eigenen Dienst; nichts verlässt diesen Computer.',
  'account.aServer': 'Ein Server',
  'account.aServerHint': 'ein Stint-Dienst, den Ihr Team betreibt.',
  'account.serverAddress': 'Serveradresse',
  'account.serverAddressExample': 'https://stint.example.com',
  'account.advanced': 'Erweitert: getrennte Adressen',
  'account.advancedHelp':
    'Lassen Sie diese Felder für einen Stint-Dienst leer: Sie ergeben sich aus der Serveradresse.',
  'account.graphUrl': 'Graph-Adresse',
  'account.authUrl': 'Anmeldeadresse',
  'account.clientId': 'Client-ID',
  'account.provider': 'Anmeldeanbieter',
  'account.v1PublicUrl': 'v1-Adresse',
  'account.v1ApplicationKey': 'v1-Anwendungsschlüssel',
  'account.useConnection': 'Diese Verbindung verwenden',
  'account.connectionHelp':
    'Jede Verbindung behält ihre eigene Anmeldung; wenn Sie später zurückwechseln, müssen Sie sich nicht erneut anmelden.',
};
