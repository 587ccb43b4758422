/** Deutsch: Benachrichtigungen, die main selbst zeigt. */
export const mainNoticesDe = {
  'notice.away.title': 'Die Stoppuhr läuft noch',
  'notice.away.body':
    'Sie waren {duration} abwesend, während sie lief. Öffnen Sie Stint, um diese Zeit zu behalten oder zu verwerfen.',
  'notice.keychain.title': 'Stint kann den Schlüsselbund des Systems nicht verwenden',
  'notice.keychain.body':
    'Ihre Anmeldung bleibt nur erhalten, bis Stint beendet wird. Entsperren oder installieren Sie einen Schlüsselbund, um angemeldet zu bleiben.',
  'notice.exportStopped.title': 'Der Export wurde abgebrochen',
  'notice.exportStopped.body': '{file} konnte nicht fertiggestellt werden. Bitte exportieren Sie erneut.',
  'notice.shell.unsupported':
    'Das kann Stint von hier aus noch nicht. Öffnen Sie das Fenster, um fortzufahren.',
  'notice.shell.failed': 'Stint konnte das nicht ausführen. Die Einzelheiten stehen im Protokoll.',
};
