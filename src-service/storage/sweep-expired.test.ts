import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SqlDatabase } from './sql-database.ts';
import { startExpirySweeper, sweepExpired } from './sweep-expired.ts';
import { engines, useEngineDatabases } from '../testing/test-engine.ts';

const now = 1_750_000_000_000;
const past = now - 1;
const future = now + 60_000;

const freshDatabase = useEngineDatabases();
let db: SqlDatabase;
let userId: string;
let orgId: string;

let serial = 0;
const id = (prefix: string): string => `${prefix}-${++serial}`;

async function signInRequest(expiresAt: number): Promise<void> {
  await db.run(
    `INSERT INTO sign_in_requests (id, purpose, binding_hash, csrf_token, created_at, expires_at)
     VALUES (?, 'profile', 'b', 'c', ?, ?)`,
    [id('sir'), now - 1000, expiresAt],
  );
}

async function session(expiresAt: number, revokedAt: number | null = null): Promise<string> {
  const sid = id('session');
  await db.run(
    `INSERT INTO sessions (id, user_id, client_id, created_at, last_used_at, expires_at, revoked_at)
     VALUES (?, ?, 'stint-desktop', ?, ?, ?, ?)`,
    [sid, userId, now - 1000, now - 1000, expiresAt, revokedAt],
  );
  return sid;
}

async function refreshToken(
  sessionId: string,
  expiresAt: number,
  usedAt: number | null = null,
): Promise<string> {
  const hash = id('rt');
  await db.run(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?)',
    [hash, sessionId, now - 1000, expiresAt, usedAt],
  );
  return hash;
}

async function fill(): Promise<Record<string, string[]>> {
  const live: Record<string, string[]> = {};
  const keep = (table: string, key: string): void => {
    (live[table] ??= []).push(key);
  };
  await signInRequest(past);
  await signInRequest(future);
  for (const expiresAt of [past, future]) {
    const code = id('code');
    await db.run(
      `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, user_id, created_at, expires_at)
       VALUES (?, 'stint-desktop', 'http://127.0.0.1:1/callback', 'x', ?, ?, ?)`,
      [code, userId, now - 1000, expiresAt],
    );
    if (expiresAt === future) keep('authorization_codes', code);
    const browser = id('browser');
    await db.run(
      'INSERT INTO browser_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [browser, userId, 'c', now - 1000, expiresAt],
    );
    if (expiresAt === future) keep('browser_sessions', browser);
    const token = id('v1');
    await db.run(
      'INSERT INTO v1_tokens (token_hash, organization_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      [token, orgId, userId, now - 1000, expiresAt],
    );
    if (expiresAt === future) keep('v1_tokens', token);
  }
  // Graph sessions: an ended session goes with its refresh tokens; a live one keeps its spent
  // tokens (replays must still be recognised) and loses only expired ones.
  const liveSession = await session(future);
  keep('sessions', liveSession);
  keep('refresh_tokens', await refreshToken(liveSession, future));
  keep('refresh_tokens', await refreshToken(liveSession, future, now - 500));
  await refreshToken(liveSession, past);
  await refreshToken(await session(past), future);
  await refreshToken(await session(future, now - 500), future);
  // v1 refresh tokens and confirmations: spent or expired ones go.
  for (const [expiresAt, usedAt] of [
    [future, null],
    [future, now - 500],
    [past, null],
  ] as const) {
    const hash = id('v1rt');
    await db.run(
      'INSERT INTO v1_refresh_tokens (token_hash, organization_id, user_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?)',
      [hash, orgId, userId, now - 1000, expiresAt, usedAt],
    );
    const confirmation = id('conf');
    await db.run(
      `INSERT INTO v1_confirmations (id, kind, user_id, created_at, expires_at, used_at)
       VALUES (?, 'password', ?, ?, ?, ?)`,
      [confirmation, userId, now - 1000, expiresAt, usedAt],
    );
    if (usedAt === null && expiresAt === future) {
      keep('v1_refresh_tokens', hash);
      keep('v1_confirmations', confirmation);
    }
  }
  return live;
}

const keys: Record<string, string> = {
  sign_in_requests: 'id',
  authorization_codes: 'code_hash',
  browser_sessions: 'token_hash',
  sessions: 'id',
  refresh_tokens: 'token_hash',
  v1_tokens: 'token_hash',
  v1_refresh_tokens: 'token_hash',
  v1_confirmations: 'id',
};
const rows = async (table: string): Promise<string[]> =>
  (await db.all<{ k: string }>(`SELECT ${keys[table] ?? 'id'} AS k FROM ${table} ORDER BY k`)).map(
    (r) => r.k,
  );

describe.each(engines)('on %s', (engine) => {
  beforeEach(async () => {
    db = (await freshDatabase(engine)).db;
    // Written here rather than through the identity module: this test is about the sweep alone.
    userId = 'user-1';
    orgId = 'org-1';
    await db.run(
      `INSERT INTO users (id, email, first_name, last_name, email_verified, active, password_hash, version, created_at, updated_at)
       VALUES (?, 'a@example.com', 'A', 'B', 1, 1, NULL, 1, ?, ?)`,
      [userId, now, now],
    );
    await db.run(
      `INSERT INTO organizations (id, auth_organization_id, title, account_url, time_zone, currency, version, created_at, updated_at)
       VALUES (?, 'auth-org-1', 'Org', 'org', 'UTC', 'EUR', 1, ?, ?)`,
      [orgId, now, now],
    );
  });

  describe('sweepExpired', () => {
    it('deletes expired and spent rows of every short-lived table and keeps the live ones', async () => {
      const live = await fill();
      const liveSignIn = (await rows('sign_in_requests')).at(-1);
      await sweepExpired(db, now);
      for (const table of Object.keys(keys)) {
        if (table === 'sign_in_requests') expect(await rows(table)).toEqual([liveSignIn]);
        else expect(await rows(table), table).toEqual([...(live[table] ?? [])].sort());
      }
    });

    it('does a bounded amount of work per sweep; the next sweep takes the rest', async () => {
      for (let i = 0; i < 5; i++) await signInRequest(past);
      expect(await sweepExpired(db, now, 2)).toBe(2);
      expect(await rows('sign_in_requests')).toHaveLength(3);
      await sweepExpired(db, now, 2);
      await sweepExpired(db, now, 2);
      expect(await rows('sign_in_requests')).toHaveLength(0);
    });
  });

  describe('startExpirySweeper', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('sweeps at once and then on its interval, until stopped', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const errors: unknown[] = [];
      await signInRequest(past);
      const sweeper = startExpirySweeper(db, { now: () => now, reportError: (e) => errors.push(e) });
      await vi.waitFor(async () => expect(await rows('sign_in_requests')).toHaveLength(0));
      await signInRequest(past);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(async () => expect(await rows('sign_in_requests')).toHaveLength(0));
      sweeper.stop();
      await signInRequest(past);
      vi.advanceTimersByTime(10 * 60_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await rows('sign_in_requests')).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });
});
