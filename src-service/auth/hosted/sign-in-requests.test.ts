import BetterSqlite3, { type Database } from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFileName } from '../../storage/database.ts';
import { authorizeUrl, inputValue, newPkce, ScriptedBrowser } from '../../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { pendingSignInsPerSource } from './sign-in-requests.ts';

let svc: TestService;
let db: Database;
beforeAll(async () => {
  svc = await startTestService();
  // A second, read-only connection: it sees what the service committed (WAL), and changes nothing.
  db = new BetterSqlite3(join(svc.dataDir, databaseFileName), { readonly: true });
});
afterAll(async () => {
  db.close();
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const pending = (): number =>
  (db.prepare('SELECT count(*) AS n FROM sign_in_requests').get() as { n: number }).n;
const pages = (): number => db.pragma('page_count', { simple: true }) as number;

/** Opens `count` authorize pages from this address, a few at a time, as a flood would. */
async function flood(count: number): Promise<void> {
  const url = authorizeUrl(svc.url, newPkce());
  for (let sent = 0; sent < count; sent += 10) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(10, count - sent) }, () => fetch(url, { redirect: 'manual' })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      await answer.arrayBuffer();
    }
  }
}

describe('unauthenticated authorize requests cannot grow the database', () => {
  it('keeps the pending sign-ins of one address and the file size flat under a flood', async () => {
    await flood(200);
    const rowsAfter200 = pending();
    const pagesAfter200 = pages();
    expect(rowsAfter200).toBeLessThanOrEqual(pendingSignInsPerSource);

    await flood(1800);
    expect(pending()).toBe(rowsAfter200);
    expect(pages() - pagesAfter200).toBeLessThanOrEqual(4);
  });

  it('lets the oldest pending sign-ins go, so the one a person just opened still works', async () => {
    const first = new ScriptedBrowser(svc.url);
    const firstPage = await first.get(authorizeUrl(svc.url, newPkce()));
    await flood(pendingSignInsPerSource);
    const latest = new ScriptedBrowser(svc.url);
    const latestPage = await latest.get(authorizeUrl(svc.url, newPkce()));

    const signInWith = (browser: ScriptedBrowser, html: string) =>
      browser.post('/auth/user_management/authorize/sign-in', {
        request: inputValue(html, 'request') ?? '',
        csrf: inputValue(html, 'csrf') ?? '',
        email: 'alice@example.com',
        password: 'alice-password',
      });
    const late = await signInWith(first, firstPage.html);
    expect(late.status).toBe(400);
    expect(late.html).toContain('This sign-in has expired');
    const fresh = await signInWith(latest, latestPage.html);
    expect([200, 303]).toContain(fresh.status);
    expect(fresh.html).not.toContain('This sign-in has expired');
  });
});
