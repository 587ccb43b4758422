import { StampedCache } from '../../storage/stamped-cache.ts';
import { organizationByAccountUrl, type Organization } from '../../identity/organizations.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';

/** Accounts by address, per database handle: kept under its change stamp (organizations is watched). */
const kept = new WeakMap<SqlDatabase, StampedCache<Organization>>();

/**
 * The account of a `/t/{account}/v1` address, as `organizationByAccountUrl` answers it, without a
 * query while no watched table has changed since it was read (SqlDatabase.changeStamp; every
 * change of an organization is one): every v1 request of an account asks for it first, and on
 * PostgreSQL a query is a round trip to another process. Unknown addresses are not kept.
 */
export async function accountByUrl(db: SqlDatabase, accountUrl: string): Promise<Organization | undefined> {
  // Read before the row, so that a change committed in between leaves an entry never served.
  const stamp = await db.changeStamp();
  if (stamp === null) return organizationByAccountUrl(db, accountUrl);
  let cache = kept.get(db);
  if (cache === undefined) {
    cache = new StampedCache({ entries: 1000, weight: 1000 });
    kept.set(db, cache);
  }
  const key = accountUrl.toLowerCase();
  const known = cache.get(key, stamp);
  if (known !== undefined) return known;
  const found = await organizationByAccountUrl(db, accountUrl);
  if (found !== undefined) cache.set(key, stamp, found, 1);
  return found;
}
