import type { StopwatchAvailability } from '../../../src-shared/domain/stopwatch.ts';
import type { Translate } from '../../../src-shared/i18n/translator.ts';

/** Why the stopwatch cannot be used, and what to do about it. */
export function availabilitySentence(t: Translate, availability: StopwatchAvailability): string {
  switch (availability) {
    case 'ready':
      return '';
    case 'signed-out':
      return t('stopwatch.signedOut');
    case 'v1-not-connected':
      return t('stopwatch.v1NotConnected');
    case 'read-only':
      return t('stopwatch.readOnly');
  }
}
