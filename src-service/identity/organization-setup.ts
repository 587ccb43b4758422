import type { SqlDatabase } from '../storage/sql-database.ts';
import { addMembership } from './memberships.ts';
import { freeAccountUrl } from './organization-input.ts';
import { createOrganization, type Organization } from './organizations.ts';
import { createUser, type User } from './users.ts';

export interface OrganizationDraft {
  readonly title: string;
  /** Derived from the title when absent. */
  readonly accountUrl?: string;
  readonly timeZone: string;
  readonly currency: string;
}

/**
 * Creates an organization with its owner: full access, owner flag, materialized (the creator's
 * membership counts as accepted, like an invitation). Run inside a transaction.
 */
export async function createOrganizationWithOwner(
  db: SqlDatabase,
  draft: OrganizationDraft,
  ownerUserId: string,
  now: number,
): Promise<Organization> {
  const organization = await createOrganization(
    db,
    {
      title: draft.title,
      accountUrl: draft.accountUrl ?? (await freeAccountUrl(db, draft.title)),
      timeZone: draft.timeZone,
      currency: draft.currency,
    },
    now,
  );
  await addMembership(
    db,
    { organizationId: organization.id, userId: ownerUserId, access: 'FULL', owner: true, materialized: true },
    now,
  );
  return organization;
}

/** Sign-up: a new account and its organization, in one transaction. */
export function signUp(
  db: SqlDatabase,
  input: {
    readonly email: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly passwordHash: string;
    readonly organization: OrganizationDraft;
  },
  now: number,
): Promise<{ user: User; organization: Organization }> {
  return db.transaction(async () => {
    // The embedded service sends no mail; an address given at sign-up is taken as verified.
    const user = await createUser(
      db,
      {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash: input.passwordHash,
        emailVerified: true,
      },
      now,
    );
    const organization = await createOrganizationWithOwner(db, input.organization, user.id, now);
    return { user, organization };
  });
}
