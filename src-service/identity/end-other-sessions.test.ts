import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../storage/sql-database.ts';
import { endOtherSessions } from './end-sessions.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';
import { organization, person, trash } from './testing/identity-fixtures.ts';

const open = useEngineDatabases();

/** Every kind of session for `who` (a prefix of the row ids), all live; alice's key k-a-old is trashed. */
async function sessionsOf(
  db: SqlDatabase,
  who: string,
  userId: string,
  organizationId: string,
): Promise<void> {
  await db.run(
    'INSERT INTO sessions (id, user_id, client_id, created_at, last_used_at, expires_at) VALUES (?, ?, ?, 0, 0, 9000)',
    [`s-${who}`, userId, 'stint-desktop'],
  );
  await db.run(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at) VALUES (?, ?, 0, 9000)',
    [`rt-${who}`, `s-${who}`],
  );
  await db.run(
    `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, user_id, created_at, expires_at)
     VALUES (?, 'stint-desktop', 'http://127.0.0.1/cb', 'c', ?, 0, 9000)`,
    [`ac-${who}`, userId],
  );
  await db.run(
    `INSERT INTO sign_in_requests (id, purpose, binding_hash, csrf_token, user_id, created_at, expires_at)
     VALUES (?, 'profile', 'b', 'c', ?, 0, 9000)`,
    [`sr-${who}`, userId],
  );
  await db.run(
    'INSERT INTO browser_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, 0, 9000)',
    [`bs-${who}`, userId, 'c'],
  );
  for (const key of ['kept', 'other', 'old']) {
    await db.run(
      `INSERT INTO secret_keys (id, organization_id, version, created_at, updated_at, user_id, key_hash, key_prefix)
       VALUES (?, ?, 1, 0, 0, ?, ?, 'p')`,
      [`k-${who}-${key}`, organizationId, userId, `kh-${who}-${key}`],
    );
  }
  await trash(db, 'secret_keys', `k-${who}-old`, organizationId);
  const tokens: [string, string | null][] = [
    [`t-${who}-kept`, `k-${who}-kept`],
    [`t-${who}-other`, null],
  ];
  for (const [hash, key] of tokens) {
    await db.run(
      'INSERT INTO v1_tokens (token_hash, organization_id, user_id, secret_key_id, created_at, expires_at) VALUES (?, ?, ?, ?, 0, 9000)',
      [hash, organizationId, userId, key],
    );
  }
  const refreshTokens: [string, string | null, string | null][] = [
    [`r-${who}-kept`, `t-${who}-kept`, `k-${who}-kept`],
    [`r-${who}-other`, `t-${who}-other`, null],
    [`r-${who}-unbound`, null, null],
  ];
  for (const [hash, access, key] of refreshTokens) {
    await db.run(
      `INSERT INTO v1_refresh_tokens (token_hash, organization_id, user_id, secret_key_id, access_token_hash, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, 0, 9000)`,
      [hash, organizationId, userId, key, access],
    );
  }
}

interface Left {
  revokedSessions: string[];
  usedRefreshTokens: string[];
  usedCodes: string[];
  signIns: string[];
  browsers: string[];
  keys: string[];
  trashItems: string[];
  tokens: string[];
  refreshTokens: string[];
}

async function left(db: SqlDatabase): Promise<Left> {
  const ids = async (sql: string): Promise<string[]> =>
    (await db.all<{ id: string }>(`${sql} ORDER BY 1`)).map((row) => row.id);
  return {
    revokedSessions: await ids('SELECT id FROM sessions WHERE revoked_at = 5000'),
    usedRefreshTokens: await ids('SELECT token_hash AS id FROM refresh_tokens WHERE used_at = 5000'),
    usedCodes: await ids('SELECT code_hash AS id FROM authorization_codes WHERE used_at = 5000'),
    signIns: await ids('SELECT id FROM sign_in_requests'),
    browsers: await ids('SELECT token_hash AS id FROM browser_sessions'),
    keys: await ids('SELECT id FROM secret_keys'),
    trashItems: await ids('SELECT id FROM trash_items'),
    tokens: await ids('SELECT token_hash AS id FROM v1_tokens'),
    refreshTokens: await ids('SELECT token_hash AS id FROM v1_refresh_tokens'),
  };
}

async function twoPeople(db: SqlDatabase): Promise<string> {
  const acme = await organization(db, 'Acme');
  const alice = await person(db, 'alice@example.com');
  const bob = await person(db, 'bob@example.com');
  await sessionsOf(db, 'a', alice.id, acme.id);
  await sessionsOf(db, 'b', bob.id, acme.id);
  return alice.id;
}

/** Bob's rows, none of them touched by a change of Alice's password. */
const bobs = {
  signIns: ['sr-b'],
  browsers: ['bs-b'],
  keys: ['k-b-kept', 'k-b-old', 'k-b-other'],
  trashItems: ['trash-k-b-old'],
  tokens: ['t-b-kept', 't-b-other'],
  refreshTokens: ['r-b-kept', 'r-b-other', 'r-b-unbound'],
};
const alicesEnded = {
  revokedSessions: ['s-a'],
  usedRefreshTokens: ['rt-a'],
  usedCodes: ['ac-a'],
};

describe.each(engines)('ending the other sessions of a person on %s', (engine) => {
  it('keeps the v1 session that made the change, its refresh token and its key, and ends the rest', async () => {
    const { db } = await open(engine);
    const alice = await twoPeople(db);
    await db.transaction(() => endOtherSessions(db, alice, { v1TokenHash: 't-a-kept' }, 5000));
    expect(await left(db)).toEqual({
      ...alicesEnded,
      ...bobs,
      keys: ['k-a-kept', ...bobs.keys],
      tokens: ['t-a-kept', ...bobs.tokens],
      refreshTokens: ['r-a-kept', ...bobs.refreshTokens],
    });
  });

  it('keeps nothing when no session is named', async () => {
    const { db } = await open(engine);
    const alice = await twoPeople(db);
    await db.transaction(() => endOtherSessions(db, alice, null, 5000));
    expect(await left(db)).toEqual({ ...alicesEnded, ...bobs });
  });

  it("keeps nothing for another person's token, and leaves that person's sessions alone", async () => {
    const { db } = await open(engine);
    const alice = await twoPeople(db);
    await db.transaction(() => endOtherSessions(db, alice, { v1TokenHash: 't-b-kept' }, 5000));
    expect(await left(db)).toEqual({ ...alicesEnded, ...bobs });
  });

  it('leaves the time a session was revoked before as it was', async () => {
    const { db } = await open(engine);
    const alice = await twoPeople(db);
    await db.run("UPDATE sessions SET revoked_at = 42 WHERE id = 's-a'");
    await db.run("UPDATE refresh_tokens SET used_at = 43 WHERE token_hash = 'rt-a'");
    await db.transaction(() => endOtherSessions(db, alice, null, 5000));
    expect(await db.get("SELECT revoked_at FROM sessions WHERE id = 's-a'")).toEqual({ revoked_at: 42 });
    expect(await db.get("SELECT used_at FROM refresh_tokens WHERE token_hash = 'rt-a'")).toEqual({
      used_at: 43,
    });
  });
});
