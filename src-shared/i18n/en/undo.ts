/**
 * Deleting with Undo (English, the source of truth). `{what}` is the caller's phrase for the
 * thing deleted ("the project Website"), capitalized when it starts the sentence.
 */
export const undoEn = {
  'undo.undo': 'Undo',
  'undo.failed': 'Undo failed.',
  'undo.notDeleted': '{what} was not deleted: {reason}',
  'undo.movedToTrash': '{what} moved to the trash.',
  'undo.deleteQueued': '{what} will be deleted when the service is back.',
  'undo.broughtBack': 'Brought back.',
  'undo.bringBackQueued': 'It will be brought back when the service is back.',
  'undo.bringBackRefused': 'Could not bring it back: {reason}',
} as const;
