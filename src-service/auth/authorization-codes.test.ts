import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import {
  attachSessionToCode,
  issueAuthorizationCode,
  redeemAuthorizationCode,
  s256,
  type CodeRedemption,
} from './authorization-codes.ts';
import { createSession } from './sessions.ts';
import { insertPerson, winners } from './testing/auth-fixtures.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';

const openDatabase = useEngineDatabases();
const now = 1_700_000_000_000;
const verifier = 'v'.repeat(43);
const redirectUri = 'http://127.0.0.1:5000/callback';

async function issued(db: SqlDatabase, userId: string, ttlSeconds = 600): Promise<string> {
  return issueAuthorizationCode(
    db,
    {
      clientId: 'stint-desktop',
      redirectUri,
      codeChallenge: s256(verifier),
      userId,
      authOrganizationId: null,
      ttlSeconds,
    },
    now,
  );
}

const redeem = (
  db: SqlDatabase,
  code: string,
  input: { clientId?: string; codeVerifier?: string; redirectUri?: string | null; at?: number } = {},
): Promise<CodeRedemption> =>
  db.transaction(() =>
    redeemAuthorizationCode(
      db,
      {
        code,
        clientId: input.clientId ?? 'stint-desktop',
        codeVerifier: input.codeVerifier ?? verifier,
        redirectUri: input.redirectUri ?? null,
      },
      input.at ?? now + 1000,
    ),
  );

const reason = (redemption: CodeRedemption): string =>
  redemption.kind === 'rejected' ? redemption.reason : 'redeemed';

describe.each(engines)('authorization codes (%s)', (dialect) => {
  it('redeem once for the right client and verifier; a replay names the session the code made', async () => {
    const { db } = await openDatabase(dialect);
    const { userId } = await insertPerson(db, 'ann@example.com', now);
    const code = await issued(db, userId);
    const first = await redeem(db, code);
    expect(first).toMatchObject({ kind: 'redeemed', code: { userId, clientId: 'stint-desktop' } });
    if (first.kind !== 'redeemed') return;
    const session = await createSession(
      db,
      { userId, clientId: 'stint-desktop', authOrganizationId: null },
      now,
    );
    await attachSessionToCode(db, first.code.codeHash, session.id);
    expect(await redeem(db, code)).toEqual({
      kind: 'rejected',
      reason: 'The code was already used.',
      replayedSessionId: session.id,
    });
    expect(reason(await redeem(db, 'no-such-code'))).toBe('The code is not valid.');
  });

  it('are spent by any attempt, right or wrong, and refuse expiry, another client and another redirect', async () => {
    const { db } = await openDatabase(dialect);
    const { userId } = await insertPerson(db, 'ann@example.com', now);
    const wrongVerifier = await issued(db, userId);
    expect(reason(await redeem(db, wrongVerifier, { codeVerifier: 'w'.repeat(43) }))).toBe(
      'The code verifier does not match the code challenge.',
    );
    expect(reason(await redeem(db, wrongVerifier))).toBe('The code was already used.');
    const expiring = await issued(db, userId, 60);
    expect(reason(await redeem(db, expiring, { at: now + 60_000 }))).toBe('The code has expired.');
    expect(reason(await redeem(db, await issued(db, userId), { clientId: 'other' }))).toBe(
      'The code was issued to another client.',
    );
    expect(
      reason(await redeem(db, await issued(db, userId), { redirectUri: 'http://127.0.0.1:5001/callback' })),
    ).toBe('The redirect_uri differs from the one of the authorize request.');
    expect((await redeem(db, await issued(db, userId), { redirectUri })).kind).toBe('redeemed');
  });

  it('give one code to exactly one of many redemptions at once, across instances', async () => {
    const opened = await openDatabase(dialect);
    const { userId } = await insertPerson(opened.db, 'ann@example.com', now);
    const instances = [opened.db, await opened.another(), await opened.another()];
    for (let round = 0; round < 5; round++) {
      const code = await issued(opened.db, userId);
      const attempts = Array.from({ length: 9 }, (_, i) =>
        redeem(instances[i % instances.length] ?? opened.db, code),
      );
      expect(await winners(attempts, (r) => r.kind === 'redeemed')).toBe(1);
    }
  });

  it('clear codes a day past their expiry when a new one is issued', async () => {
    const { db } = await openDatabase(dialect);
    const { userId } = await insertPerson(db, 'ann@example.com', now);
    await issueAuthorizationCode(
      db,
      {
        clientId: 'stint-desktop',
        redirectUri,
        codeChallenge: 'c',
        userId,
        authOrganizationId: null,
        ttlSeconds: 1,
      },
      now - 24 * 3600 * 1000 - 2000,
    );
    await issued(db, userId);
    expect(await db.get('SELECT count(*) AS n FROM authorization_codes')).toEqual({ n: 1 });
  });
});
