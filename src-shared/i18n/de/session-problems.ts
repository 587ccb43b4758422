import type { sessionProblemsEn } from '../en/session-problems.ts';

/** German: why the person has to act about their sign-in, and what to do next. Spread into messages-de.ts. */
export const sessionProblemsDe: Readonly<Record<keyof typeof sessionProblemsEn, string>> = {
  'sessionProblem.signInExpired.message':
    'Ihre Anmeldung ist beendet, vielleicht weil Ihr Passwort geändert wurde; sie kann auch abgelaufen sein oder auf einem anderen Gerät verwendet worden sein.',
  'sessionProblem.signInExpired.nextStep':
    'Melden Sie sich erneut an, um weiterzuarbeiten. Nichts, was Sie erfasst haben, geht verloren.',
  'sessionProblem.noOrganization.message':
    'Sie haben sich angemeldet, ohne eine Organisation zu wählen, daher kann Stint keine Arbeit lesen oder speichern.',
  'sessionProblem.noOrganization.nextStep':
    'Melden Sie sich erneut an und wählen Sie eine Organisation. Wenn Sie noch keine haben, bitten Sie einen Eigentümer um eine Einladung oder legen Sie bei der Registrierung eine an.',
  'sessionProblem.organizationSelectionRequired.message':
    'Der Anmeldedienst möchte, dass Sie eine Ihrer Organisationen wählen.',
  'sessionProblem.organizationSelectionRequired.nextStep':
    'Melden Sie sich erneut an und wählen Sie die Organisation, in der Sie arbeiten möchten.',
  'sessionProblem.unknownOrganization.message': 'Der Dienst kennt die Organisation dieser Anmeldung nicht.',
  'sessionProblem.unknownOrganization.nextStep':
    'Wechseln Sie zu einer anderen Organisation oder melden Sie sich erneut an und wählen Sie eine, die es gibt.',
  'sessionProblem.membershipNotMaterialized.message':
    'Ihre Mitgliedschaft in dieser Organisation ist nicht über eine Einladung entstanden, daher nimmt der Dienst sie noch nicht an.',
  'sessionProblem.membershipNotMaterialized.nextStep':
    'Bitten Sie einen Eigentümer der Organisation um eine Einladung, nehmen Sie sie an und melden Sie sich dann erneut an.',
  'sessionProblem.emailNotVerified.message': 'Ihre E-Mail-Adresse ist noch nicht bestätigt.',
  'sessionProblem.emailNotVerified.nextStep':
    'Öffnen Sie die Bestätigungsnachricht, die der Dienst an Ihr Postfach geschickt hat, bestätigen Sie Ihre Adresse und melden Sie sich dann erneut an.',
  'sessionProblem.credentialRejected.message': 'Der Dienst nimmt diese Anmeldung nicht mehr an.',
  'sessionProblem.credentialRejected.nextStep': 'Melden Sie sich erneut an.',
  'sessionProblem.apiKeyRejected.message':
    'Der Dienst hat diesen API-Schlüssel nicht angenommen. Er wurde vielleicht gelöscht, falsch eingegeben oder gehört zu einem anderen Dienst.',
  'sessionProblem.apiKeyRejected.nextStep':
    'Prüfen Sie den Schlüssel im Bereich API-Schlüssel Ihres Profils und fügen Sie ihn erneut ein, oder melden Sie sich stattdessen mit dem Browser an.',
  'sessionProblem.signInDenied.message': 'Der Anmeldedienst hat Sie nicht angemeldet.',
  'sessionProblem.signInDenied.nextStep':
    'Versuchen Sie es erneut. Wenn es weiter fehlschlägt, prüfen Sie Ihr Konto auf der Anmeldeseite.',
  'sessionProblem.signInCancelled.message': 'Die Anmeldung wurde abgebrochen.',
  'sessionProblem.signInCancelled.nextStep': 'Melden Sie sich an, wann immer Sie bereit sind.',
  'sessionProblem.signInTimedOut.message':
    'Stint hat nicht länger auf den Browser gewartet: Die Anmeldung wurde nicht rechtzeitig abgeschlossen.',
  'sessionProblem.signInTimedOut.nextStep':
    'Melden Sie sich erneut an und schließen Sie die Anmeldung im Browser-Tab ab, der sich öffnet.',
  'sessionProblem.browserNotOpened.message': 'Stint konnte Ihren Webbrowser für die Anmeldung nicht öffnen.',
  'sessionProblem.browserNotOpened.nextStep':
    'Stellen Sie sicher, dass ein Standardbrowser eingerichtet ist, und versuchen Sie es erneut, oder verwenden Sie stattdessen einen API-Schlüssel.',
  'sessionProblem.serviceUnreachable.message': 'Der Dienst antwortet gerade nicht.',
  'sessionProblem.serviceUnreachable.nextStep':
    'Prüfen Sie Ihre Netzwerkverbindung. Stint versucht es von selbst weiter.',
  'sessionProblem.serviceError.message':
    'Der Anmeldedienst hat auf eine Weise geantwortet, die Stint nicht versteht.',
  'sessionProblem.serviceError.nextStep':
    'Versuchen Sie es gleich noch einmal. Wenn es weiter passiert, prüfen Sie, ob die Verbindungseinstellungen auf einen Stint-Dienst zeigen.',
  'sessionProblem.backendUnreachable.message': 'Der Dienst antwortet nicht.',
  'sessionProblem.backendUnreachable.nextStep':
    'Prüfen Sie die Verbindungseinstellungen, oder starten Sie Stint neu.',
  'sessionRetry.signInService':
    'Der Anmeldedienst antwortet nicht; Ihre Arbeit geht weiter, und Stint versucht es weiter.',
  'sessionRetry.restore':
    'Der Dienst antwortet nicht; Stint versucht weiter, Ihre Anmeldung wiederherzustellen.',
  'sessionProblem.detail.serviceSaid': 'Der Dienst sagte: {text}',
  'sessionProblem.detail.codeRefused': 'Der Anmeldecode wurde abgelehnt; er ist vielleicht abgelaufen.',
  'sessionProblem.withDetail': '{message} {detail}',
  'error.sessionProblem': '{message}{hasDetail, select, yes { {detail}} other {}} {nextStep}',
} as const;
