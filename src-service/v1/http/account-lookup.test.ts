import { beforeEach, describe, expect, it } from 'vitest';
import { createOrganization } from '../../identity/organizations.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import { accountByUrl } from './account-lookup.ts';

const freshDatabase = useEngineDatabases();
let db: SqlDatabase;

/** PostgreSQL's change stamp is null until the instance listens (the first call starts it). */
async function listening(): Promise<void> {
  for (let i = 0; (await db.changeStamp()) === null && i < 100; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await db.changeStamp()).not.toBeNull();
}

describe.each(engines)('the account of a v1 address on %s', (engine) => {
  beforeEach(async () => {
    ({ db } = await freshDatabase(engine));
    await listening();
  });

  it('is the organization at that address, whatever the case of the address', async () => {
    const made = await createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, 1);
    expect(await accountByUrl(db, 'acme')).toEqual(made);
    expect(await accountByUrl(db, 'ACME')).toEqual(made);
    expect(await accountByUrl(db, 'nobody')).toBeUndefined();
  });

  it('follows every change of the organization, kept or not', async () => {
    const made = await createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, 1);
    expect((await accountByUrl(db, 'acme'))?.timeZone).toBe('UTC');
    await db.run("UPDATE organizations SET time_zone = 'Asia/Kathmandu' WHERE id = ?", [made.id]);
    expect((await accountByUrl(db, 'acme'))?.timeZone).toBe('Asia/Kathmandu');
    await db.transaction(async () => {
      await db.run("UPDATE organizations SET account_url = 'acme2' WHERE id = ?", [made.id]);
    });
    expect(await accountByUrl(db, 'acme')).toBeUndefined();
    expect((await accountByUrl(db, 'acme2'))?.id).toBe(made.id);
  });

  it('finds an organization made after its address was asked for', async () => {
    expect(await accountByUrl(db, 'later')).toBeUndefined();
    const made = await createOrganization(db, { title: 'Later', accountUrl: 'later' }, 1);
    expect((await accountByUrl(db, 'later'))?.id).toBe(made.id);
  });
});
