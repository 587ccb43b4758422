/** The trash: its list, the restore and delete-for-good dialogs, the names of deleted things (English, the source of truth). */
export const trashEn = {
  // What the v1 classes are called in a sentence ("3 tasks"); the count chooses the form.
  'trash.class.project': '{count, plural, one {project} other {projects}}',
  'trash.class.task': '{count, plural, one {task} other {tasks}}',
  'trash.class.timeRecord': '{count, plural, one {time record} other {time records}}',
  'trash.class.client': '{count, plural, one {client} other {clients}}',
  'trash.class.impulse': '{count, plural, one {stopwatch entry} other {stopwatch entries}}',
  'trash.class.workType': '{count, plural, one {work type} other {work types}}',
  'trash.class.projectMember': '{count, plural, one {project member} other {project members}}',
  'trash.class.projectWorkTypeLink':
    '{count, plural, one {work type of the project} other {work types of the project}}',
  'trash.class.bill': '{count, plural, one {bill} other {bills}}',
  'trash.class.billItem': '{count, plural, one {bill item} other {bill items}}',
  'trash.class.billVat': '{count, plural, one {bill tax line} other {bill tax lines}}',
  'trash.class.contactPerson': '{count, plural, one {contact person} other {contact people}}',
  'trash.class.department': '{count, plural, one {department} other {departments}}',
  'trash.class.departmentMember': '{count, plural, one {department member} other {department members}}',
  'trash.class.priceListEntry': '{count, plural, one {price list entry} other {price list entries}}',
  /** A class Stint has no name for: its words from the class name ("spending time unit"). */
  'trash.class.other': '{count, plural, one {{words}} other {{words}s}}',
  'trash.counted': '{count} {kind}',
  'trash.listEnd': '{rest} and {last}',

  // A deleted object in a sentence: the time record “Documentation” of Mon, 3 Nov 2025, 1 h 30 min on Website Relaunch.
  'trash.item': 'the {kind} “{name}”',
  'trash.itemWhen': 'the {kind} “{name}” of {when}',
  'trash.itemWhenProject': 'the {kind} “{name}” of {when} on {project}',
  'trash.itemProject': 'the {kind} “{name}” of {project}',
  'trash.itemDayDuration': '{day}, {duration}',

  // The list.
  'trash.show': 'Show',
  'trash.everything': 'Everything deleted',
  'trash.deletedKind': 'Deleted {kind}',
  'trash.loading': 'Loading the trash…',
  'trash.count': '{count, plural, one {# deletion} other {# deletions}} in the trash',
  'trash.readOnly':
    'You have read-only access in this organization: you can see the trash, but not restore or remove what is in it.',
  'trash.emptyTitle': 'The trash is empty',
  'trash.emptyBody':
    'Deleted projects, tasks, time records and clients wait here until you restore them or remove them for good.',
  'trash.caption': 'Deleted items, newest first',
  'trash.column.what': 'What',
  'trash.column.along': 'Deleted with it',
  'trash.column.when': 'When',
  'trash.column.by': 'By',
  'trash.column.actions': 'Actions',
  'trash.restoreItem': 'Restore {item}',
  'trash.restoreButton': 'Restore…',
  'trash.purgeItem': 'Delete for good: {item}',
  'trash.purgeButton': 'Delete for good…',
  /** What the sign-in and connect notices say cannot be seen yet: "Sign in to see the trash". */

  // Restoring.
  'trash.restoreTitle': 'Restore “{name}”?',
  'trash.cancel': 'Cancel',
  'trash.restoring': 'Restoring…',
  'trash.restore': 'Restore',
  'trash.restoreBody': '{what} comes back as it was and shows again in every view.',
  'trash.restoreBodyWith':
    '{what} comes back as it was and shows again in every view, with {along} deleted with it:',
  'trash.previewing': 'Looking into the trash…',
  'trash.whatComesBack': 'What comes back',
  'trash.namesMore': '{names}, and {count} more',
  'trash.restored': 'Restored {what}.',
  'trash.restoredWith': 'Restored {what} with {along}.',

  // Deleting for good.
  'trash.purgeTitle': 'Delete “{name}” for good?',
  'trash.keep': 'Keep it in the trash',
  'trash.deleting': 'Deleting…',
  'trash.purge': 'Delete for good',
  'trash.purgeBody': 'This removes {what} for good. It cannot be restored afterwards.',
  'trash.purgeBodyWith':
    'This removes {what} and the {along} deleted with it for good. It cannot be restored afterwards.',
  'trash.purged': 'Deleted {what} for good.',
} as const;
