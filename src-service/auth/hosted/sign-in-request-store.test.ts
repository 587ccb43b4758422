import { describe, expect, it } from 'vitest';
import { signInRequestSeconds } from '../../service-config.ts';
import { engines, useEngineDatabases } from '../../testing/test-engine.ts';
import type { AuthorizeRequest } from './authorize-params.ts';
import {
  createSignInRequest,
  finishSignInRequest,
  loadSignInRequest,
  pendingSignInsPerSource,
} from './sign-in-requests.ts';

// The flood over HTTP is in sign-in-requests.test.ts; here the SQL, on both engines.

const openDatabase = useEngineDatabases();
const now = 1_700_000_000_000;
const authorize: AuthorizeRequest = {
  clientId: 'stint-desktop',
  redirectUri: 'http://127.0.0.1:5000/callback',
  codeChallenge: 'c'.repeat(43),
  state: 'st',
  requestedOrganization: null,
  loginHint: null,
  screenHint: 'sign-in',
};

describe.each(engines)('pending sign-in requests (%s)', (dialect) => {
  it('keep the newest of one source when more start in one millisecond, and leave other sources alone', async () => {
    const { db } = await openDatabase(dialect);
    const start = (sourceAddress: string | null, purpose: 'authorize' | 'profile' = 'authorize') =>
      createSignInRequest(
        db,
        { purpose, binding: 'b', authorize: purpose === 'authorize' ? authorize : null, sourceAddress },
        now,
      );
    const other = await start('10.0.0.2');
    const profile = await start(null, 'profile');
    const ids: string[] = [];
    for (let i = 0; i < pendingSignInsPerSource + 5; i++) ids.push((await start('10.0.0.1')).id);
    const kept = await db.all<{ id: string }>(
      "SELECT id FROM sign_in_requests WHERE source_address = '10.0.0.1' ORDER BY created_at",
    );
    expect(kept.map((r) => r.id)).toEqual(ids.slice(5));
    for (const id of [other.id, profile.id]) {
      expect(await loadSignInRequest(db, { id, binding: 'b' }, now)).not.toBeNull();
    }
    for (let i = 0; i < pendingSignInsPerSource + 1; i++) await start(null, 'profile');
    expect(await db.get('SELECT count(*) AS n FROM sign_in_requests WHERE source_address IS NULL')).toEqual({
      n: pendingSignInsPerSource,
    });
  });

  it('load only in the browser that started them, with the CSRF token of their forms, before they expire', async () => {
    const { db } = await openDatabase(dialect);
    const request = await createSignInRequest(
      db,
      { purpose: 'authorize', binding: 'mine', authorize, sourceAddress: '10.0.0.1' },
      now,
    );
    const { screenHint: _ignored, ...stored } = authorize;
    expect(await loadSignInRequest(db, { id: request.id, binding: 'mine' }, now)).toEqual({
      ...request,
      authorize: stored,
    });
    const csrfToken = request.csrfToken;
    expect(await loadSignInRequest(db, { id: request.id, binding: 'mine', csrfToken }, now)).not.toBeNull();
    expect(await loadSignInRequest(db, { id: request.id, binding: 'mine', csrfToken: 'x' }, now)).toBeNull();
    expect(await loadSignInRequest(db, { id: request.id, binding: 'theirs' }, now)).toBeNull();
    expect(await loadSignInRequest(db, { id: request.id, binding: null }, now)).toBeNull();
    const end = now + signInRequestSeconds * 1000;
    expect(await loadSignInRequest(db, { id: request.id, binding: 'mine' }, end)).toBeNull();
  });

  it('finish once, whichever of many instances tries at the same moment', async () => {
    const opened = await openDatabase(dialect);
    const dbs = [opened.db, await opened.another()];
    const request = await createSignInRequest(
      opened.db,
      { purpose: 'profile', binding: 'b', authorize: null, sourceAddress: null },
      now,
    );
    const finished = await Promise.all(
      Array.from({ length: 6 }, (_, i) => finishSignInRequest(dbs[i % dbs.length] ?? opened.db, request.id)),
    );
    expect(finished.filter(Boolean)).toHaveLength(1);
  });
});
