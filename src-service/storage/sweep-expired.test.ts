import type { Database } from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrganization } from '../identity/organizations.ts';
import { createUser } from '../identity/users.ts';
import { closeDatabase, openDatabase } from './database.ts';
import { startExpirySweeper, sweepExpired } from './sweep-expired.ts';

const now = 1_750_000_000_000;
const past = now - 1;
const future = now + 60_000;

let dir: string;
let db: Database;
let userId: string;
let orgId: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stint-sweep-'));
  db = openDatabase(dir);
  userId = createUser(
    db,
    { email: 'a@example.com', firstName: 'A', lastName: 'B', passwordHash: null, emailVerified: true },
    now,
  ).id;
  orgId = createOrganization(db, { title: 'Org', accountUrl: 'org' }, now).id;
});
afterEach(() => {
  closeDatabase(db);
  rmSync(dir, { recursive: true, force: true });
});

let serial = 0;
const id = (prefix: string): string => `${prefix}-${++serial}`;

function signInRequest(expiresAt: number): void {
  db.prepare(
    `INSERT INTO sign_in_requests (id, purpose, binding_hash, csrf_token, created_at, expires_at)
     VALUES (?, 'profile', 'b', 'c', ?, ?)`,
  ).run(id('sir'), now - 1000, expiresAt);
}

function session(expiresAt: number, revokedAt: number | null = null): string {
  const sid = id('session');
  db.prepare(
    `INSERT INTO sessions (id, user_id, client_id, created_at, last_used_at, expires_at, revoked_at)
     VALUES (?, ?, 'stint-desktop', ?, ?, ?, ?)`,
  ).run(sid, userId, now - 1000, now - 1000, expiresAt, revokedAt);
  return sid;
}

function refreshToken(sessionId: string, expiresAt: number, usedAt: number | null = null): string {
  const hash = id('rt');
  db.prepare(
    'INSERT INTO refresh_tokens (token_hash, session_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?)',
  ).run(hash, sessionId, now - 1000, expiresAt, usedAt);
  return hash;
}

function fill(): Record<string, string[]> {
  const live: Record<string, string[]> = {};
  const keep = (table: string, key: string): void => {
    (live[table] ??= []).push(key);
  };
  signInRequest(past);
  signInRequest(future);
  for (const expiresAt of [past, future]) {
    const code = id('code');
    db.prepare(
      `INSERT INTO authorization_codes (code_hash, client_id, redirect_uri, code_challenge, user_id, created_at, expires_at)
       VALUES (?, 'stint-desktop', 'http://127.0.0.1:1/callback', 'x', ?, ?, ?)`,
    ).run(code, userId, now - 1000, expiresAt);
    if (expiresAt === future) keep('authorization_codes', code);
    const browser = id('browser');
    db.prepare(
      'INSERT INTO browser_sessions (token_hash, user_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(browser, userId, 'c', now - 1000, expiresAt);
    if (expiresAt === future) keep('browser_sessions', browser);
    const token = id('v1');
    db.prepare(
      'INSERT INTO v1_tokens (token_hash, organization_id, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(token, orgId, userId, now - 1000, expiresAt);
    if (expiresAt === future) keep('v1_tokens', token);
  }
  // Graph sessions: an ended session goes with its refresh tokens; a live one keeps its spent
  // tokens (replays must still be recognised) and loses only expired ones.
  const liveSession = session(future);
  keep('sessions', liveSession);
  keep('refresh_tokens', refreshToken(liveSession, future));
  keep('refresh_tokens', refreshToken(liveSession, future, now - 500));
  refreshToken(liveSession, past);
  refreshToken(session(past), future);
  refreshToken(session(future, now - 500), future);
  // v1 refresh tokens and confirmations: spent or expired ones go.
  for (const [expiresAt, usedAt] of [
    [future, null],
    [future, now - 500],
    [past, null],
  ] as const) {
    const hash = id('v1rt');
    db.prepare(
      'INSERT INTO v1_refresh_tokens (token_hash, organization_id, user_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(hash, orgId, userId, now - 1000, expiresAt, usedAt);
    const confirmation = id('conf');
    db.prepare(
      `INSERT INTO v1_confirmations (id, kind, user_id, created_at, expires_at, used_at)
       VALUES (?, 'password', ?, ?, ?, ?)`,
    ).run(confirmation, userId, now - 1000, expiresAt, usedAt);
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
const rows = (table: string): string[] =>
  (db.prepare(`SELECT ${keys[table] ?? 'id'} AS k FROM ${table} ORDER BY k`).all() as { k: string }[]).map(
    (r) => r.k,
  );

describe('sweepExpired', () => {
  it('deletes expired and spent rows of every short-lived table and keeps the live ones', () => {
    const live = fill();
    const liveSignIn = rows('sign_in_requests').at(-1);
    sweepExpired(db, now);
    for (const table of Object.keys(keys)) {
      if (table === 'sign_in_requests') expect(rows(table)).toEqual([liveSignIn]);
      else expect(rows(table), table).toEqual([...(live[table] ?? [])].sort());
    }
  });

  it('does a bounded amount of work per sweep; the next sweep takes the rest', () => {
    for (let i = 0; i < 5; i++) signInRequest(past);
    expect(sweepExpired(db, now, 2)).toBe(2);
    expect(rows('sign_in_requests')).toHaveLength(3);
    sweepExpired(db, now, 2);
    sweepExpired(db, now, 2);
    expect(rows('sign_in_requests')).toHaveLength(0);
  });
});

describe('startExpirySweeper', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sweeps at once and then on its interval, until stopped', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    signInRequest(past);
    const sweeper = startExpirySweeper(db, { now: () => now, reportError: (e) => expect(e).toBeUndefined() });
    expect(rows('sign_in_requests')).toHaveLength(0);
    signInRequest(past);
    vi.advanceTimersByTime(60_000);
    expect(rows('sign_in_requests')).toHaveLength(0);
    sweeper.stop();
    signInRequest(past);
    vi.advanceTimersByTime(10 * 60_000);
    expect(rows('sign_in_requests')).toHaveLength(1);
  });
});
