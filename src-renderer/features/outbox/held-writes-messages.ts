/**
 * The sentences of the held-writes notice in Settings. Stint speaks English only so far; a
 * person's name comes in as it was known when the changes were made.
 */
export const heldWritesMessages = {
  heading: 'Changes of other people',
  /** "3 changes of Alice Andersen wait for them to sign in again." */
  waiting: (count: number, owner: string): string =>
    count === 1
      ? `1 change of ${ownerName(owner)} waits for them to sign in again.`
      : `${count} changes of ${ownerName(owner)} wait for them to sign in again.`,
  connection: (label: string): string => (label === '' ? '' : `Connection: ${label}.`),
  explanation:
    'Stint sends these only with their own sign-in, so they stay on this computer until that person signs in here again.',
  discard: 'Discard them',
  confirmTitle: (owner: string): string => `Discard the changes of ${ownerName(owner)}?`,
  confirmBody: (count: number): string =>
    count === 1
      ? 'This change never reaches the service. This cannot be undone.'
      : `These ${count} changes never reach the service. This cannot be undone.`,
  cancel: 'Cancel',
  confirm: 'Discard',
  discarding: 'Discarding…',
} as const;

function ownerName(owner: string): string {
  return owner === '' ? 'another person' : owner;
}
