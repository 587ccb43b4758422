/**
 * English: what each change waiting in the outbox is ("Stop the stopwatch on …"). Main stores the
 * id and values with the write, so the list speaks the language shown when it is read.
 * Spread into messages-en.ts.
 */
export const outboxLabelsEn = {
  // A write stored before labels had ids: its English sentence, shown as it was stored.
  'outbox.label.asIs': '{text}',
  'outbox.label.startStopwatch':
    '{onProject, select, yes {Start the stopwatch on {project}} other {Start the stopwatch}}',
  'outbox.label.stopStopwatch':
    '{onProject, select, yes {Stop the stopwatch on {project}} other {Stop the stopwatch}}',
  'outbox.label.pauseStopwatch': 'Pause the stopwatch',
  'outbox.label.resumeStopwatch': 'Resume the stopwatch',
  'outbox.label.changeStopwatch':
    '{onProject, select, yes {Change the running stopwatch on {project}} other {Change the running stopwatch}}',
  'outbox.label.moveStopwatchStart':
    '{onProject, select, yes {Move the start of the stopwatch on {project}} other {Move the start of the stopwatch}}',
  'outbox.label.leaveOutAway': 'Leave out {duration} away from the stopwatch',
  'outbox.label.addRecord':
    'Add {described, select, yes {“{description}”} other {time}}{onProject, select, yes { on {project}} other {}}',
  'outbox.label.changeRecord': 'Change a time record',
  'outbox.label.deleteRecord': 'Delete a time record',
  'outbox.label.restoreRecord': 'Bring back a time record',
  'outbox.label.createProject': 'Create the project {name}',
  'outbox.label.changeProject': 'Change a project',
  'outbox.label.deleteProject': '{known, select, yes {Delete the project {name}} other {Delete a project}}',
  'outbox.label.restoreProject':
    '{known, select, yes {Bring back the project {name}} other {Bring back a project}}',
  'outbox.label.addTask': 'Add the task {name}',
  'outbox.label.changeTask': 'Change a task',
  'outbox.label.deleteTask': '{known, select, yes {Delete the task {name}} other {Delete a task}}',
  'outbox.label.restoreTask': '{known, select, yes {Bring back the task {name}} other {Bring back a task}}',
  // The notification when the service refused a change for good.
  'outbox.refusedNotice.title': 'A change was not saved',
  'outbox.refusedNotice.body': '{label}: {reason} Open Stint to fix or drop it.',
  'outbox.refusedNotice.noReason': 'the service refused it.',
} as const;
