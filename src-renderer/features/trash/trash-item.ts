import type { TrashGroup } from '../../../src-shared/domain/trash.ts';
import { formatHoursMinutes } from '../../../src-shared/format/duration.ts';
import { formatClock, zoneLabel } from '../../../src-shared/format/clock-time.ts';
import { english, type Translate } from '../../../src-shared/i18n/translator.ts';
import { formatInstantDay } from '../../ui/format.ts';
import { className } from './object-classes.ts';

/**
 * Words for a deleted object that tell it from others of the same name (two records called
 * "Documentation"): days and times in the organization's time zone, durations as people say them.
 */

/** "Mon, 3 Nov 2025 · 1 h 30 min · Website Relaunch": the facts besides the name, or ''. */
export function itemFacts(group: TrashGroup, timeZone: string, locale?: string): string {
  const detail = group.detail;
  if (detail === undefined) return '';
  const parts: string[] = [];
  if (detail.start !== null) parts.push(formatInstantDay(detail.start, timeZone, locale));
  if (detail.durationMs !== null) parts.push(formatHoursMinutes(detail.durationMs));
  if (detail.project !== null) parts.push(detail.project);
  return parts.join(' · ');
}

/** The name with its facts, for the row's buttons: "Documentation, Mon, 3 Nov 2025 · 1 h 30 min". */
export function itemLabel(group: TrashGroup, timeZone: string, locale?: string): string {
  const facts = itemFacts(group, timeZone, locale);
  return facts === '' ? group.displayName : `${group.displayName}, ${facts}`;
}

/**
 * The object in a sentence: "the time record “Documentation” of Mon, 3 Nov 2025, 1 h 30 min on
 * Website Relaunch", "the task “Research” of Website Relaunch", "the project “Old Pitch Deck”".
 */
export function itemPhrase(
  group: TrashGroup,
  timeZone: string,
  locale?: string,
  t: Translate = english.t,
): string {
  const name = { kind: className(group.objectClass, 1, t), name: group.displayName };
  const detail = group.detail;
  if (detail === undefined) return t('trash.item', name);
  const day = detail.start === null ? null : formatInstantDay(detail.start, timeZone, locale);
  const duration = detail.durationMs === null ? null : formatHoursMinutes(detail.durationMs);
  const when =
    day !== null && duration !== null ? t('trash.itemDayDuration', { day, duration }) : (day ?? duration);
  if (when === null)
    return detail.project === null
      ? t('trash.item', name)
      : t('trash.itemProject', { ...name, project: detail.project });
  return detail.project === null
    ? t('trash.itemWhen', { ...name, when })
    : t('trash.itemWhenProject', { ...name, when, project: detail.project });
}

/**
 * When it was deleted, in the organization's time zone, with the zone's short name when this
 * computer keeps another one (so 14:30 is not read as the computer's 14:30).
 */
export function deletedWhen(
  group: TrashGroup,
  timeZone: string,
  computerZone: string,
  locale?: string,
): string {
  const day = formatInstantDay(group.deletedAt, timeZone, locale);
  const time = formatClock(group.deletedAt, timeZone, locale);
  const zone = zoneLabel(timeZone, computerZone, group.deletedAt, locale);
  return zone === null ? `${day}, ${time}` : `${day}, ${time} ${zone}`;
}
