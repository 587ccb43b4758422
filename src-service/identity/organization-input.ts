import type { SqlDatabase } from '../storage/sql-database.ts';
import { organizationByAccountUrl } from './organizations.ts';
import { canonicalTimeZone } from './time-zone.ts';

const accountUrlPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** An account address prefix: lower-case letters, digits and inner hyphens, 1-63 characters. */
export const isAccountUrl = (value: string): boolean => accountUrlPattern.test(value);

/** An IANA zone name (see canonicalTimeZone), of a length the database keeps. */
export function isTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== null;
}

export const isCurrency = (value: string): boolean => /^[A-Z]{3}$/.test(value);

/** Time zones for choice lists, UTC first. */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  return ['UTC', ...zones];
}

export const currencyChoices = (): string[] => Intl.supportedValuesOf('currency');

/** A free account address derived from an organization title: "Acme Studio" -> acme-studio(-2...). */
export async function freeAccountUrl(db: SqlDatabase, title: string): Promise<string> {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50)
      .replace(/-+$/g, '') || 'team';
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if ((await organizationByAccountUrl(db, candidate)) === undefined) return candidate;
  }
}
