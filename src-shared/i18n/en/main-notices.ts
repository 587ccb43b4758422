/** English: notifications main shows on its own (away time, keychain, exports, tray actions). */
export const mainNoticesEn = {
  'notice.away.title': 'Stopwatch still running',
  'notice.away.body': 'You were away for {duration} while it ran. Open Stint to keep or discard that time.',
  'notice.keychain.title': 'Stint cannot use the system keychain',
  'notice.keychain.body':
    'Your sign-in is kept only until Stint quits. Unlock or install a keychain to stay signed in.',
  'notice.exportStopped.title': 'The export stopped',
  'notice.exportStopped.body': '{file} could not be completed. Try the export again.',
  'notice.shell.unsupported': 'Stint cannot do that from here yet. Open the window to continue.',
  'notice.shell.failed': 'Stint could not do that. The details are in the log.',
} as const;
