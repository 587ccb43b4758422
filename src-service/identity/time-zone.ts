import { isTimeZone as isZoneName } from '../../src-shared/domain/zoned-time.ts';

let canonicalZones: ReadonlySet<string> | null = null;

/**
 * The IANA zone `value` names, in its canonical spelling (`Asia/Kolkata` is `Asia/Calcutta`,
 * `US/Eastern` is `America/New_York`), or null when it names none. Offsets such as `+05:45` are
 * refused although Intl reads them: PostgreSQL reads them as POSIX offsets, east and west swapped,
 * and its report totals would count the wrong days. The canonical name is what is stored: both
 * engines know it (PostgreSQL does not know every old alias Intl still reads).
 */
export function canonicalTimeZone(value: string): string | null {
  if (value.length > 64 || !isZoneName(value)) return null;
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  canonicalZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (zone === 'UTC' || canonicalZones.has(zone) || /^Etc\/GMT[+-]\d{1,2}$/.test(zone)) return zone;
  return null;
}
