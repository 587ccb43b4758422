/**
 * The Projects screen, the project form and detail, tasks, and the project picker and task field
 * used by the stopwatch and the time editor (English, the source of truth).
 */
export const projectsEn = {
  // The screen and its list.
  'projects.signedOut': 'Sign in to an organization in Settings to see its projects.',
  'projects.find': 'Find a project',
  'projects.findPlaceholder': 'Title or code',
  'projects.sortBy': 'Sort by',
  'projects.sort.title': 'Title',
  'projects.sort.code': 'Code',
  'projects.sort.recent': 'Recently used',
  'projects.new': 'New project',
  'projects.reading': 'Reading projects…',
  'projects.count':
    '{shown} of {total, plural, one {# project} other {# projects}}{loading, select, yes { (still loading)} other {}}',
  'projects.chooseOne': 'Choose a project to see its client, budget, counts and tasks.',
  'projects.noMatch': 'No project matches.',
  'projects.list': 'Projects',
  'projects.finished': 'Finished',
  'projects.running': 'Running',
  'projects.start': 'Start',
  'projects.switch': 'Switch',
  'projects.startProject': 'Start {project}',
  'projects.switchToProject': 'Switch to {project}',

  // A project's detail.
  'projects.detail.reading': 'Reading the project…',
  'projects.detail.client': 'Client',
  'projects.detail.billable': 'Billable',
  'projects.detail.status': 'Status',
  'projects.detail.timeBudget': 'Time budget',
  'projects.detail.moneyBudget': 'Money budget',
  'projects.detail.timeRecords': 'Time records',
  'projects.detail.openTasks': 'Open tasks',
  'projects.detail.members': 'Members',
  'projects.detail.noClient': 'None',
  'projects.detail.noBudget': 'None',
  'projects.detail.yes': 'Yes',
  'projects.detail.no': 'No',
  'projects.detail.active': 'Active',
  'projects.detail.finished': 'Finished',
  'projects.edit': 'Edit project',
  'projects.delete': 'Delete project',
  /** The {what} of the Undo messages: "The project Website moved to the trash." */
  'projects.theProject': 'the project {name}',

  // Deleting a project that has time records.
  'projects.deleteAsk.title': 'Delete {name}?',
  'projects.deleteAsk.keep': 'Keep the project',
  'projects.deleteAsk.withRecords':
    'Delete project and {count, plural, one {# time record} other {# time records}}',
  'projects.deleteAsk.unknownRecords':
    'Its time records, if it has any, move to the trash with it. Undo or the trash brings them back.',
  'projects.deleteAsk.records':
    '{count, plural, one {It has # time record. It moves to the trash with the project. Undo or the trash brings it back.} other {It has # time records. They move to the trash with the project. Undo or the trash brings them back.}}',

  // Tasks of a project.
  'projects.tasks': 'Tasks',
  'projects.tasks.none': 'No tasks yet.',
  'projects.tasks.delete': 'Delete',
  'projects.tasks.deleteTask': 'Delete the task {name}',
  /** The {what} of the Undo messages: "The task Wireframes moved to the trash." */
  'projects.tasks.theTask': 'the task {name}',
  'projects.tasks.addForm': 'Add a task',
  'projects.tasks.new': 'New task',
  'projects.tasks.add': 'Add task',
  'projects.tasks.nameSubject': 'The task name',
  'projects.tasks.notAdded': 'The task was not added.',

  // The task field of the stopwatch and the time editor.
  'projects.task': 'Task',
  'projects.task.loading': 'Loading tasks…',
  'projects.task.none': 'No task',

  // Creating and editing a project.
  'projects.form.newTitle': 'New project',
  'projects.form.editTitle': 'Edit {name}',
  'projects.form.name': 'Name',
  'projects.form.code': 'Code',
  'projects.form.client': 'Client',
  'projects.form.noClient': 'No client',
  'projects.form.billable': 'Billable to the client',
  'projects.form.active': 'Active',
  'projects.form.timeBudget': 'Time budget (hours)',
  'projects.form.moneyBudget': 'Money budget',
  'projects.form.note': 'Note',
  'projects.form.saving': 'Saving…',
  'projects.form.create': 'Create project',
  'projects.form.save': 'Save',
  'projects.form.cancel': 'Cancel',
  'projects.form.created': 'Project {name} created.',
  'projects.form.saved': 'Project saved.',
  'projects.form.notSaved': 'The project was not saved.',
  'projects.form.nameMissing': 'Give the project a name.',
  'projects.form.codeTooLong': 'The code is at most {max, number} characters.',
  'projects.form.hoursBad': 'The time budget is a number of hours, zero or more.',
  'projects.form.hoursTooMany': 'The time budget can be at most {max, number} hours.',
  'projects.form.moneyBad': 'The money budget is a number, zero or more.',
  /** Fields as the subject of a sentence about what main refused ("The code is too long…"). */
  'projects.form.subject.name': 'The name',
  'projects.form.subject.code': 'The code',
  'projects.form.subject.note': 'The note',
  'projects.form.subject.client': 'The client',
  'projects.form.subject.timeBudget': 'The time budget',
  'projects.form.subject.moneyBudget': 'The money budget',
  /** A time budget's limit in those sentences: "it can be at most 100,000 hours". */
  'projects.form.hoursLimit': '{hours, plural, one {# hour} other {# hours}}',

  // The project picker (stopwatch, time editor, timesheet).
  'projects.picker.placeholder': 'Type to find a project',
  'projects.picker.noMatch': 'No project matches “{text}”.',
  'projects.picker.starred': 'Starred {project}.',
  'projects.picker.unstarred': 'Unstarred {project}.',
  'projects.picker.star': 'Star {project} (Ctrl+D)',
  'projects.picker.unstar': 'Unstar {project} (Ctrl+D)',
  'projects.picker.favorites': 'Favorites',
  'projects.picker.recent': 'Recent',
  'projects.picker.all': 'Projects',
  'projects.picker.other': 'Other projects',
} as const;
