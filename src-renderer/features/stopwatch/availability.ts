import type { StopwatchAvailability } from '../../../src-shared/domain/stopwatch.ts';

/** Why the stopwatch cannot be used, and what to do about it. */
export function availabilitySentence(availability: StopwatchAvailability): string {
  switch (availability) {
    case 'ready':
      return '';
    case 'signed-out':
      return 'Sign in to an organization in Settings to use the stopwatch.';
    case 'v1-not-connected':
      return 'Connect time tracking once in Settings (your password, a single time) to use the stopwatch.';
    case 'read-only':
      return 'You have read-only access in this organization: you can look, but not record time here.';
  }
}
