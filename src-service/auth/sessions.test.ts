import { describe, expect, it } from 'vitest';
import { secretHash } from '../security/secrets.ts';
import { sessionIdleSeconds } from '../service-config.ts';
import {
  createSession,
  isSessionLive,
  issueRefreshToken,
  lookUpRefreshToken,
  revokeSession,
  sessionById,
  spendRefreshToken,
} from './sessions.ts';
import { insertPerson, winners } from './testing/auth-fixtures.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';

const openDatabase = useEngineDatabases();
const now = 1_700_000_000_000;

describe.each(engines)('sign-in sessions and refresh tokens (%s)', (dialect) => {
  it('issue a refresh token that looks up as valid, moves the idle end, and is spent once', async () => {
    const { db } = await openDatabase(dialect);
    const { userId, authOrganizationId } = await insertPerson(db, 'ann@example.com', now);
    const session = await createSession(
      db,
      { userId, clientId: 'stint-desktop', authOrganizationId: null },
      now,
    );
    expect(await sessionById(db, session.id)).toEqual(session);
    const token = await issueRefreshToken(db, session, authOrganizationId, now + 5000);
    const stored = await sessionById(db, session.id);
    expect(stored).toMatchObject({ authOrganizationId, expiresAt: now + 5000 + sessionIdleSeconds * 1000 });
    const found = await lookUpRefreshToken(db, token, now + 6000);
    expect(found).toMatchObject({ kind: 'valid', tokenHash: secretHash(token), session: { id: session.id } });
    expect(await spendRefreshToken(db, secretHash(token), now + 7000)).toBe(true);
    expect(await spendRefreshToken(db, secretHash(token), now + 7000)).toBe(false);
    expect((await lookUpRefreshToken(db, token, now + 8000)).kind).toBe('replayed');
    expect((await lookUpRefreshToken(db, 'unknown', now)).kind).toBe('unknown');
  });

  it('end with their idle time or when revoked, with every refresh token of the session', async () => {
    const { db } = await openDatabase(dialect);
    const { userId } = await insertPerson(db, 'ann@example.com', now);
    const session = await createSession(
      db,
      { userId, clientId: 'stint-desktop', authOrganizationId: null },
      now,
    );
    const token = await issueRefreshToken(db, session, null, now);
    expect((await lookUpRefreshToken(db, token, now + sessionIdleSeconds * 1000)).kind).toBe('expired');
    await revokeSession(db, session.id, now + 1);
    await revokeSession(db, session.id, now + 2);
    const revoked = await sessionById(db, session.id);
    expect(revoked?.revokedAt).toBe(now + 1);
    expect(revoked === undefined ? true : isSessionLive(revoked, now + 3)).toBe(false);
    expect((await lookUpRefreshToken(db, token, now + 3)).kind).toBe('replayed');
  });

  it('let exactly one of many concurrent spenders of one refresh token win, across instances', async () => {
    const opened = await openDatabase(dialect);
    const { userId } = await insertPerson(opened.db, 'ann@example.com', now);
    const session = await createSession(
      opened.db,
      { userId, clientId: 'stint-desktop', authOrganizationId: null },
      now,
    );
    const instances = [opened.db, await opened.another(), await opened.another()];
    for (let round = 0; round < 5; round++) {
      const hash = secretHash(await issueRefreshToken(opened.db, session, null, now));
      const spends = Array.from({ length: 9 }, (_, i) =>
        spendRefreshToken(instances[i % instances.length] ?? opened.db, hash, now + 1),
      );
      expect(await winners(spends, (spent) => spent)).toBe(1);
    }
  });
});
