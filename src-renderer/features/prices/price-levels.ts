import type { Translate } from '../../../src-shared/i18n/translator.ts';

/**
 * Where a quoted price comes from: its price-list priority level (v1 document: higher wins;
 * level 18 is task, project, user and work type, addendum F), in the person's language.
 */
export function priceLevelText(level: number, t: Translate): string {
  return t('prices.level', { level: String(level) });
}
