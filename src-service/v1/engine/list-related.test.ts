import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startService } from '../../service.ts';
import type { SqlDatabase } from '../../storage/sql-database.ts';
import { keptTargets } from './record-reader.ts';
import { watchedTables } from '../../storage/watched-tables.ts';
import { testEngine } from '../../testing/test-engine.ts';
import { openTestServiceDatabase } from '../testing/service-database.ts';
import { appKey, basic, startV1, type V1TestClient } from '../testing/v1-test-client.ts';

// A list page embeds each record's project and person; they may come from what an earlier page
// read, but never once they have changed.
let c: V1TestClient;
let other: SqlDatabase;
let projectId: string;

interface Embedded {
  project: { id: string; name: string };
  user: { id: string; firstName: string };
}

const listed = async (): Promise<Embedded> => {
  const res = await c.request(
    'GET',
    `time/timerecords?$filter=${encodeURIComponent(`project/id eq '${projectId}'`)}`,
  );
  expect(res.status).toBe(200);
  const page = res.json as Embedded[];
  expect(page).toHaveLength(1);
  return page[0] as Embedded;
};

beforeAll(async () => {
  c = await startV1();
  await c.login('alice@example.com', 'alice-password');
  const made = await c.request('POST', 'time/projects', { body: { name: 'Kept once' } });
  projectId = (made.headers.get('location') ?? '').split('/').at(-1) ?? '';
  const record = await c.request('POST', 'time/timerecords', {
    body: { project: { id: projectId }, start: '/Date(1700000000000)/', duration: 3_600_000 },
  });
  expect(record.status).toBe(201);
  // Another handle on the same database: a change through it is another instance's.
  other = await openTestServiceDatabase(c.service);
});
afterAll(async () => {
  await other.close();
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

describe('the related objects of a list page', () => {
  it('are read only from tables whose every change the change stamp counts', () => {
    for (const tables of keptTargets.values()) {
      for (const table of tables) expect(watchedTables).toContain(table);
    }
  });

  it('show a change made through the interface on the next page', async () => {
    expect((await listed()).project.name).toBe('Kept once');
    expect((await listed()).project.name).toBe('Kept once');
    const renamed = await c.request('POST', `time/projects/${projectId}/$set?name=Renamed`);
    expect(renamed.status).toBe(204);
    expect((await listed()).project.name).toBe('Renamed');
  });

  it('show a change another instance committed, once it has heard of it', async () => {
    const before = await listed();
    await other.run('UPDATE users SET first_name = ? WHERE id = ?', ['Alicia', before.user.id]);
    await other.run('UPDATE projects SET name = ? WHERE id = ?', ['Elsewhere', projectId]);
    // SQLite sees it at once; a PostgreSQL instance hears of it within a moment of the commit.
    let after = await listed();
    for (let i = 0; i < 50 && after.project.name !== 'Elsewhere'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await listed();
    }
    expect(after.project.name).toBe('Elsewhere');
    expect(after.user.firstName).toBe('Alicia');
  });

  // Two databases may hold the same ids (a copy, a restored backup) and, counting apart, the same
  // stamp: what one database's pages kept must never answer the other's.
  it.runIf(testEngine() === 'sqlite')(
    'are kept apart for two databases holding the same ids under the same stamp',
    async () => {
      const copyDir = mkdtempSync(join(tmpdir(), 'stint-copy-'));
      await other.run('VACUUM INTO ?', [join(copyDir, 'stint.sqlite')]);
      const copy = await startService({ dataDir: copyDir, port: 0, v1RateLimit: 'off' });
      try {
        const copyClient = await v1Login(copy.url);
        const raw = new BetterSqlite3(join(copyDir, 'stint.sqlite'));
        try {
          raw.prepare('UPDATE projects SET name = ? WHERE id = ?').run('In the copy', projectId);
          const original = (await listed()).project.name;
          expect(original).not.toBe('In the copy');
          // The copy's count made equal to the original's: the same stamp on both.
          const count = await other.get<{ count: number }>('SELECT count FROM watched_changes WHERE id = 1');
          raw.prepare('UPDATE watched_changes SET count = ? WHERE id = 1').run(count?.count ?? 0);
        } finally {
          raw.close();
        }
        const page = (await copyClient(
          `time/timerecords?$filter=${encodeURIComponent(`project/id eq '${projectId}'`)}`,
        )) as Embedded[];
        expect(page[0]?.project.name).toBe('In the copy');
      } finally {
        await copy.close();
        rmSync(copyDir, { recursive: true, force: true });
      }
    },
  );
});

/** Signs in to the demo account of the service at `url` as Alice; answers a GET of a v1 path. */
async function v1Login(url: string): Promise<(path: string) => Promise<unknown>> {
  const base = `${url}/t/acme/v1`;
  const res = await fetch(`${base}/auth/login?apikey=${appKey}`, {
    headers: { Authorization: basic('alice@example.com', 'alice-password') },
  });
  const { token } = (await res.json()) as { token: string };
  return async (path) => {
    const answer = await fetch(`${base}/${path}${path.includes('?') ? '&' : '?'}token=${token}`);
    expect(answer.status).toBe(200);
    return answer.json();
  };
}
