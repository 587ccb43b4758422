import { afterEach, describe, expect, it } from 'vitest';
import { localDateOf, startOfDayInstant } from '../../../src-shared/domain/zoned-time.ts';
import type { AccountHarness } from '../testing/account-harness.ts';
import { demoProject, drained, signedInWithV1 } from '../testing/daily-harness.ts';

// The computer is in New York; Acme Studio (the demo organization) counts its days in Vienna.
process.env.TZ = 'America/New_York';

const harnesses: AccountHarness[] = [];
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close();
});

describe('today’s total for the tray', () => {
  it('counts the organization’s today, not the computer’s', async () => {
    const harness = await signedInWithV1({ daily: { settleMs: 10_000 } });
    harnesses.push(harness);
    const vienna = (await harness.invoke('reports:account')).timeZone;
    expect(vienna).toBe('Europe/Vienna');
    const now = harness.clock.now();
    // A quarter hour that is today in Vienna and another day in New York: just after Vienna's
    // midnight (late evening before in New York) or, late at night in Vienna, just before its end.
    const viennaMidnight = startOfDayInstant(localDateOf(now, vienna), vienna);
    const start = [viennaMidnight + 10 * 60_000, viennaMidnight + 23 * 3_600_000].find(
      (t) => localDateOf(t, 'America/New_York') !== localDateOf(now, 'America/New_York'),
    )!;
    const today = harness.core.daily.today;
    await today.refresh();
    const before = today.state().finishedMs ?? 0;

    const project = await demoProject(harness);
    const quarter = 15 * 60_000;
    expect(
      await harness.invoke('timerecords:create', {
        start,
        stop: start + quarter,
        durationMs: quarter,
        projectId: project.id,
        taskId: null,
        description: 'Across midnight somewhere',
        billable: true,
      }),
    ).toMatchObject({ state: 'saved' });
    await drained(harness);
    await today.refresh();
    expect(today.state().finishedMs).toBe(before + quarter);
  });
});
