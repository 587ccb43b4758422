import { describe, expect, it } from 'vitest';
import { constraintViolation } from '../storage/sql-errors.ts';
import { membershipOf } from './memberships.ts';
import { freeAccountUrl } from './organization-input.ts';
import { createOrganizationWithOwner, signUp } from './organization-setup.ts';
import {
  countOrganizations,
  createOrganization,
  organizationByAccountUrl,
  organizationByAuthId,
  organizationById,
} from './organizations.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { person } from './testing/identity-fixtures.ts';
import { userByEmail } from './users.ts';

const open = useEngineDatabases();
const draft = { title: 'Acme Studio', timeZone: 'Europe/Vienna', currency: 'USD' };

describe.each(engines)('organizations on %s', (engine) => {
  it('creates one with defaults and finds it by id, sign-in id and account address', async () => {
    const { db } = await open(engine);
    const acme = await createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, 1000);
    expect(acme).toEqual({
      id: expect.any(String),
      authOrganizationId: expect.stringMatching(/^org_/),
      title: 'Acme',
      accountUrl: 'acme',
      timeZone: 'UTC',
      currency: 'EUR',
      version: 1,
      createdAt: 1000,
      updatedAt: 1000,
    });
    expect(await organizationById(db, acme.id)).toEqual(acme);
    expect(await organizationByAuthId(db, acme.authOrganizationId)).toEqual(acme);
    expect(await organizationByAccountUrl(db, 'ACME')).toEqual(acme);
    expect(await organizationById(db, acme.authOrganizationId)).toBeUndefined();
    expect(await organizationByAccountUrl(db, 'globex')).toBeUndefined();
  });

  it('counts organizations as a number', async () => {
    const { db } = await open(engine);
    expect(await countOrganizations(db)).toBe(0);
    await createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, 1000);
    await createOrganization(db, { title: 'Globex', accountUrl: 'globex' }, 1000);
    expect(await countOrganizations(db)).toBe(2);
  });

  it('derives a free account address from the title, numbering taken ones', async () => {
    const { db } = await open(engine);
    expect(await freeAccountUrl(db, 'Ácme Studio!')).toBe('acme-studio');
    await createOrganization(db, { title: 'A', accountUrl: 'acme-studio' }, 1000);
    await createOrganization(db, { title: 'B', accountUrl: 'acme-studio-2' }, 1000);
    expect(await freeAccountUrl(db, 'Acme Studio')).toBe('acme-studio-3');
    expect(await freeAccountUrl(db, '***')).toBe('team');
  });

  it('makes the creator the full-access owner, with a materialized membership', async () => {
    const { db } = await open(engine);
    const alice = await person(db, 'alice@example.com');
    const acme = await createOrganizationWithOwner(db, draft, alice.id, 2000);
    expect(acme).toMatchObject({ accountUrl: 'acme-studio', timeZone: 'Europe/Vienna', currency: 'USD' });
    expect(await membershipOf(db, acme.id, alice.id)).toMatchObject({
      access: 'FULL',
      owner: true,
      materialized: true,
    });
  });

  it('signs up a verified person with an organization, or leaves nothing when a part is refused', async () => {
    const { db } = await open(engine);
    const input = { email: 'Alice@example.com', firstName: 'A', lastName: 'L', passwordHash: 'h' };
    const { user, organization } = await signUp(db, { ...input, organization: draft }, 3000);
    expect(user).toMatchObject({ email: 'alice@example.com', emailVerified: true, active: true });
    expect(await membershipOf(db, organization.id, user.id)).toMatchObject({ owner: true });

    const taken = { ...draft, accountUrl: 'acme-studio' };
    const refused: unknown = await signUp(
      db,
      { ...input, email: 'bob@example.com', organization: taken },
      4000,
    ).catch((e: unknown) => e);
    expect(constraintViolation(refused)).toBe('unique');
    expect(await userByEmail(db, 'bob@example.com')).toBeUndefined();
    expect(await countOrganizations(db)).toBe(1);
  });

  it('gives sign-ups made at once with one title each their own account address', async () => {
    const { db } = await open(engine);
    await Promise.all(Array.from({ length: 3 }, () => db.get('SELECT 1 AS one')));
    const people = ['a@example.com', 'b@example.com', 'c@example.com'];
    const made = await Promise.all(
      people.map((email) =>
        signUp(db, { email, firstName: '', lastName: '', passwordHash: 'h', organization: draft }, 5000),
      ),
    );
    expect(made.map((m) => m.organization.accountUrl).sort()).toEqual([
      'acme-studio',
      'acme-studio-2',
      'acme-studio-3',
    ]);
  });
});
