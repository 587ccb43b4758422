import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, inputValue, newPkce, ScriptedBrowser } from '../../testing/sign-in-client.ts';
import { startTestService, type TestService } from '../../testing/test-service.ts';
import { pendingSignIns, serviceRow } from '../testing/service-rows.ts';
import { pendingSignInsPerSource } from './sign-in-requests.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  expect(svc.errors).toEqual([]);
  await svc.stop();
});

const pending = (): Promise<number> => pendingSignIns(svc);
/** The SQLite file's size in pages; PostgreSQL reclaims deleted rows later (vacuum), so null there. */
const pages = async (): Promise<number | null> =>
  svc.database === undefined
    ? ((await serviceRow<{ page_count: number }>(svc, 'SELECT page_count FROM pragma_page_count()'))
        ?.page_count ?? null)
    : null;

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
    const rowsAfter200 = await pending();
    const pagesAfter200 = await pages();
    expect(rowsAfter200).toBeLessThanOrEqual(pendingSignInsPerSource);

    await flood(1800);
    expect(await pending()).toBe(rowsAfter200);
    const pagesAfter2000 = await pages();
    if (pagesAfter200 !== null && pagesAfter2000 !== null)
      expect(pagesAfter2000 - pagesAfter200).toBeLessThanOrEqual(4);
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
