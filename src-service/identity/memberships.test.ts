import { describe, expect, it } from 'vitest';
import { addMembership, membershipOf, membershipsOfUser } from './memberships.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { organization, person, trash } from './testing/identity-fixtures.ts';

const open = useEngineDatabases();

describe.each(engines)('memberships on %s', (engine) => {
  it('answers a live membership with its flags, and none for someone else or another account', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const bob = await person(db, 'bob@example.com');
    const acme = await organization(db, 'Acme');
    const globex = await organization(db, 'Globex');
    const added = await addMembership(
      db,
      { organizationId: acme.id, userId: alice.id, access: 'READ', owner: true, materialized: false },
      1000,
    );
    expect(added).toEqual({
      id: expect.any(String),
      organizationId: acme.id,
      userId: alice.id,
      access: 'READ',
      owner: true,
      materialized: false,
    });
    expect(await membershipOf(db, acme.id, alice.id)).toEqual(added);
    expect(await membershipOf(db, acme.id, bob.id)).toBeUndefined();
    expect(await membershipOf(db, globex.id, alice.id)).toBeUndefined();
  });

  it('grants nothing through a membership in the trash', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const acme = await organization(db, 'Acme');
    const globex = await organization(db, 'Globex');
    const member = { userId: alice.id, access: 'FULL', owner: false, materialized: true } as const;
    const trashed = await addMembership(db, { ...member, organizationId: acme.id }, 1000);
    await addMembership(db, { ...member, organizationId: globex.id }, 1000);
    await trash(db, 'memberships', trashed.id, acme.id);
    expect(await membershipOf(db, acme.id, alice.id)).toBeUndefined();
    expect((await membershipsOfUser(db, alice.id)).map((m) => m.organization.title)).toEqual(['Globex']);
  });

  it("lists the person's organizations by title with ASCII letters folded (as NOCASE), then by id", async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    // Ids chosen against the expected order wherever a bytewise or Unicode-folding sort would differ.
    const titles: [string, string][] = [
      ['o-beta', 'beta'],
      ['o-2', 'Alpha'],
      ['o-1', 'alpha'],
      ['o-zed', 'Zed'],
      ['o-under', '_under'],
      ['o-z', 'Éclair'],
      ['o-a', 'éclair'],
      ['o-apple', 'apple'],
    ];
    for (const [id, title] of titles) {
      await organization(db, title, id);
      await addMembership(
        db,
        { organizationId: id, userId: alice.id, access: 'FULL', owner: false, materialized: true },
        1000,
      );
    }
    const listed = await membershipsOfUser(db, alice.id);
    expect(listed.map((m) => m.organization.title)).toEqual([
      '_under',
      'alpha',
      'Alpha',
      'apple',
      'beta',
      'Zed',
      'Éclair',
      'éclair',
    ]);
    expect(listed[0]?.membership).toEqual({
      id: expect.any(String),
      organizationId: 'o-under',
      userId: alice.id,
      access: 'FULL',
      owner: false,
      materialized: true,
    });
    expect(listed[0]?.organization).toMatchObject({ id: 'o-under', accountUrl: 'o-under', version: 1 });
  });
});
