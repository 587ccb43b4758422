import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const cap = new URL('./young-generation-cap.ts', import.meta.url).href;

/** The new space's size in MB after a burst of short-lived objects, in a fresh process. */
function newSpaceAfterBurst(capped: boolean): number {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    import { setImmediate as turn } from 'node:timers/promises';
    import { capYoungGeneration } from ${JSON.stringify(cap)};
    const stop = ${capped} ? capYoungGeneration(16 * 1024 * 1024) : () => {};
    let live = [];
    // Work in pieces with turns of the event loop between them, as requests come.
    for (let i = 0; i < 3e6; i++) {
      live.push({ i, s: 'x' + i });
      if (live.length > 200000) live = [];
      if (i % 20000 === 0) await turn();
    }
    stop();
    const space = getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
    process.stdout.write(String(space.space_size / 1048576));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Number(run.stdout);
}

describe('capYoungGeneration', () => {
  it('keeps the new space within the cap where it would otherwise grow far past it', () => {
    expect(newSpaceAfterBurst(false)).toBeGreaterThan(32);
    expect(newSpaceAfterBurst(true)).toBeLessThanOrEqual(16);
  }, 60_000);
});
