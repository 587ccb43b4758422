import { describe, expect, it } from 'vitest';
import { addMembership } from '../identity/memberships.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { organization, person } from '../identity/testing/identity-fixtures.ts';
import { secretHash } from '../security/secrets.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import {
  apiKeyPrefix,
  createApiKey,
  deleteApiKey,
  findApiKey,
  listApiKeys,
  revokeApiKey,
} from './api-keys.ts';

const open = useEngineDatabases();

async function owner(db: SqlDatabase): Promise<{ userId: string; acme: string; globex: string }> {
  const alice = await person(db, 'alice@example.com');
  const acme = await organization(db, 'Acme');
  const globex = await organization(db, 'Globex');
  for (const org of [acme, globex]) {
    await addMembership(
      db,
      { organizationId: org.id, userId: alice.id, access: 'FULL', owner: true, materialized: true },
      0,
    );
  }
  return { userId: alice.id, acme: acme.id, globex: globex.id };
}

describe.each(engines)('API keys on %s', (engine) => {
  it('answers a new key once and stores only its hash and a short hint', async () => {
    const { db } = await open(engine);
    const { userId, acme } = await owner(db);
    const { id, key } = await createApiKey(db, { userId, organizationId: acme, name: 'CI' }, 1000);
    expect(key).toMatch(new RegExp(`^${apiKeyPrefix}[A-Za-z0-9_-]{43}$`));
    const stored = await db.get('SELECT key_hash, key_hint FROM api_keys WHERE id = ?', [id]);
    expect(stored).toEqual({ key_hash: secretHash(key), key_hint: key.slice(0, apiKeyPrefix.length + 4) });
  });

  it("lists the person's keys newest first, with the organization's title", async () => {
    const { db } = await open(engine);
    const { userId, acme, globex } = await owner(db);
    const first = await createApiKey(db, { userId, organizationId: acme, name: 'old' }, 1000);
    const second = await createApiKey(db, { userId, organizationId: globex, name: 'new' }, 2000);
    const listed = await listApiKeys(db, userId);
    expect(listed).toEqual([
      {
        id: second.id,
        name: 'new',
        hint: second.key.slice(0, 10),
        organizationId: globex,
        organizationTitle: 'Globex',
        createdAt: 2000,
        lastUsedAt: null,
      },
      expect.objectContaining({ id: first.id, organizationTitle: 'Acme', createdAt: 1000 }),
    ]);
    expect(await listApiKeys(db, 'someone-else')).toEqual([]);
  });

  it('finds who a key acts for and records its use at most once a minute', async () => {
    const { db } = await open(engine);
    const { userId, acme } = await owner(db);
    const { id, key } = await createApiKey(db, { userId, organizationId: acme, name: 'CI' }, 1000);
    expect(await findApiKey(db, key, 100_000)).toEqual({ id, userId, organizationId: acme });
    const lastUsed = async () => (await listApiKeys(db, userId))[0]?.lastUsedAt;
    expect(await lastUsed()).toBe(100_000);
    await findApiKey(db, key, 159_999);
    expect(await lastUsed()).toBe(100_000);
    await findApiKey(db, key, 160_001);
    expect(await lastUsed()).toBe(160_001);
    expect(await findApiKey(db, `${key}x`, 200_000)).toBeUndefined();
    expect(await findApiKey(db, '', 200_000)).toBeUndefined();
  });

  it("deletes only the person's own key, and revokes by value", async () => {
    const { db } = await open(engine);
    const { userId, acme } = await owner(db);
    const one = await createApiKey(db, { userId, organizationId: acme, name: 'one' }, 1000);
    const two = await createApiKey(db, { userId, organizationId: acme, name: 'two' }, 1000);
    expect(await deleteApiKey(db, 'someone-else', one.id)).toBe(false);
    expect(await deleteApiKey(db, userId, one.id)).toBe(true);
    expect(await deleteApiKey(db, userId, one.id)).toBe(false);
    expect(await findApiKey(db, one.key, 2000)).toBeUndefined();
    expect(await revokeApiKey(db, two.key)).toBe(true);
    expect(await revokeApiKey(db, two.key)).toBe(false);
    expect(await listApiKeys(db, userId)).toEqual([]);
  });
});
