import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../api-keys/api-keys.ts';
import { createSession, revokeSession } from '../auth/sessions.ts';
import { signAccessToken } from '../auth/tokens/access-tokens.ts';
import { SigningKeyRing } from '../auth/tokens/signing-key-ring.ts';
import { VerifiedTokenCache } from '../auth/tokens/verified-token-cache.ts';
import { addMembership } from '../identity/memberships.ts';
import { createOrganization, type Organization } from '../identity/organizations.ts';
import { createUser } from '../identity/users.ts';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { checkGraphCredential, type CredentialCheck } from './graph-credentials.ts';
import { credentialErrors } from './graph-errors.ts';

const databases = useEngineDatabases({ lifetime: 'file' });
const issuer = 'https://stint.test/auth';
const now = 1_800_000_000_000;

describe.each(engines)('the graph credential check, one query per request, on %s', (engine) => {
  let db: SqlDatabase;
  let ring: SigningKeyRing;
  let tokens: VerifiedTokenCache;
  let acme: Organization;
  let other: Organization;
  let counter = 0;

  /** A person of Acme (unless `member` is false) with a live session and an access token. */
  async function person(
    options: { member?: boolean; materialized?: boolean; verified?: boolean; orgId?: string | null } = {},
  ): Promise<{ userId: string; sessionId: string; token: string }> {
    counter += 1;
    const user = await createUser(
      db,
      {
        email: `p${counter}@example.com`,
        firstName: 'P',
        lastName: String(counter),
        passwordHash: null,
        emailVerified: options.verified ?? true,
      },
      now,
    );
    if (options.member ?? true) {
      await addMembership(
        db,
        {
          organizationId: acme.id,
          userId: user.id,
          access: 'READ',
          owner: false,
          materialized: options.materialized ?? true,
        },
        now,
      );
    }
    const orgId = options.orgId === undefined ? acme.authOrganizationId : options.orgId;
    const session = await createSession(
      db,
      { userId: user.id, clientId: 'desktop', authOrganizationId: orgId },
      now,
    );
    const token = signAccessToken(await ring.signingKey(), {
      issuer,
      userId: user.id,
      sessionId: session.id,
      authOrganizationId: orgId,
      role: null,
      permissions: [],
      ttlSeconds: 3600,
      now,
    });
    return { userId: user.id, sessionId: session.id, token };
  }

  const check = (headers: Record<string, string>): Promise<CredentialCheck> =>
    checkGraphCredential({ db, now: () => now }, tokens, headers);
  const bearer = (token: string): Promise<CredentialCheck> => check({ authorization: `Bearer ${token}` });
  const errorOf = (result: CredentialCheck): string => (result.ok ? 'ok' : result.error);
  /** Moves a person's Acme membership to the trash (as deleting them from the account in v1 does). */
  const trashMembership = async (userId: string): Promise<void> => {
    const trashId = `trash-${userId}`;
    await db.run(
      `INSERT INTO trash_items (id, organization_id, created_at, updated_at, deleted_object_class, deleted_object_id, group_id)
       VALUES (?, ?, ?, ?, 'User', ?, ?)`,
      [trashId, acme.id, now, now, userId, trashId],
    );
    await db.run('UPDATE memberships SET trash_item_id = ? WHERE user_id = ?', [trashId, userId]);
  };

  beforeAll(async () => {
    db = (await databases(engine)).db;
    ring = await SigningKeyRing.open(db, { accessTokenTtlSeconds: 3600, now: () => now });
    tokens = new VerifiedTokenCache(ring, issuer);
    acme = await createOrganization(db, { title: 'Acme', accountUrl: 'acme' }, now);
    other = await createOrganization(db, { title: 'Other', accountUrl: 'other' }, now);
  });

  it('answers the user, organization and membership of a valid access token', async () => {
    const { userId, token } = await person();
    const result = await bearer(token);
    if (!result.ok) throw new Error(result.error);
    expect(result.principal.credential).toBe('access-token');
    expect(result.principal.user).toMatchObject({ id: userId, active: true, emailVerified: true });
    expect(result.principal.organization).toEqual(acme);
    expect(result.principal.membership).toMatchObject({ organizationId: acme.id, userId, access: 'READ' });
  });

  it('answers no organization for a token issued without one', async () => {
    const { token } = await person({ orgId: null });
    const result = await bearer(token);
    expect(result.ok && result.principal.organization === null && result.principal.membership === null).toBe(
      true,
    );
  });

  it('refuses each bad case with the error of the graph document', async () => {
    const revoked = await person();
    await revokeSession(db, revoked.sessionId, now);
    expect(errorOf(await bearer(revoked.token))).toBe(credentialErrors.invalid);

    const inactive = await person();
    await db.run('UPDATE users SET active = 0 WHERE id = ?', [inactive.userId]);
    expect(errorOf(await bearer(inactive.token))).toBe(credentialErrors.invalid);

    const unknown = await person({ orgId: 'org_unknown' });
    expect(errorOf(await bearer(unknown.token))).toBe(credentialErrors.unknownOrganization);

    const outsider = await person({ orgId: other.authOrganizationId });
    expect(errorOf(await bearer(outsider.token))).toBe(credentialErrors.invalid);

    const trashed = await person();
    await trashMembership(trashed.userId);
    expect(errorOf(await bearer(trashed.token))).toBe(credentialErrors.invalid);

    const invitedNot = await person({ materialized: false });
    expect(errorOf(await bearer(invitedNot.token))).toBe(credentialErrors.notMaterialized);

    const unverified = await person({ verified: false });
    expect(errorOf(await bearer(unverified.token))).toBe(credentialErrors.emailNotVerified);
  });

  it("refuses a token naming another person's session", async () => {
    const a = await person();
    const b = await person();
    const forged = signAccessToken(await ring.signingKey(), {
      issuer,
      userId: a.userId,
      sessionId: b.sessionId,
      authOrganizationId: acme.authOrganizationId,
      role: null,
      permissions: [],
      ttlSeconds: 3600,
      now,
    });
    expect(errorOf(await bearer(forged))).toBe(credentialErrors.invalid);
  });

  it('answers an API key, records its use once a minute, and lets a bearer header win over it', async () => {
    const { userId } = await person();
    const { id, key } = await createApiKey(db, { userId, organizationId: acme.id, name: 'ci' }, now - 1);
    const result = await check({ 'x-api-key': key });
    if (!result.ok) throw new Error(result.error);
    expect(result.principal).toMatchObject({ credential: 'api-key', organization: acme });
    const lastUsed = async (): Promise<unknown> =>
      (await db.get<{ last_used_at: number }>('SELECT last_used_at FROM api_keys WHERE id = ?', [id]))
        ?.last_used_at;
    expect(Number(await lastUsed())).toBe(now);
    await checkGraphCredential({ db, now: () => now + 30_000 }, tokens, { 'x-api-key': key });
    expect(Number(await lastUsed())).toBe(now);
    await checkGraphCredential({ db, now: () => now + 61_000 }, tokens, { 'x-api-key': key });
    expect(Number(await lastUsed())).toBe(now + 61_000);

    expect(errorOf(await check({ 'x-api-key': 'stint_unknown' }))).toBe(credentialErrors.invalid);
    expect(errorOf(await check({ authorization: 'Bearer nonsense', 'x-api-key': key }))).toBe(
      credentialErrors.invalid,
    );
    await db.run('UPDATE users SET active = 0 WHERE id = ?', [userId]);
    expect(errorOf(await check({ 'x-api-key': key }))).toBe(credentialErrors.invalid);
  });

  it('refuses an API key of someone whose membership is gone', async () => {
    const { userId } = await person();
    const { key } = await createApiKey(db, { userId, organizationId: acme.id, name: 'ci' }, now);
    await trashMembership(userId);
    expect(errorOf(await check({ 'x-api-key': key }))).toBe(credentialErrors.invalid);
  });
});
