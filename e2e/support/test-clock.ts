import { expect } from '@playwright/test';
import type { BrowserHostProcess } from './browser-host-process.ts';

/** The environment that gives the browser host its test-only manual clock. */
export const manualClockEnv = { STINT_TEST_MANUAL_CLOCK: '1' } as const;

/** The loopback control of a host started with `manualClockEnv`, as it printed it. */
export async function testClockOf(host: BrowserHostProcess): Promise<{ advance(ms: number): Promise<void> }> {
  await expect
    .poll(() => /stint test clock listening on (\S+)/.exec(host.output())?.[1] ?? null)
    .not.toBeNull();
  const url = /stint test clock listening on (\S+)/.exec(host.output())![1]!;
  return {
    async advance(ms: number) {
      const answer = await fetch(`${url}/advance?ms=${ms}`, { method: 'POST' });
      expect(answer.status).toBe(200);
    },
  };
}
