import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials } from './fuzz-request.ts';
import { describeFinding, runFuzz } from './fuzz-run.ts';
import { startFuzzService, type FuzzService } from './fuzz-service.ts';
import { exploreWorld, signInEverywhere, type FuzzWorld } from './fuzz-world.ts';

// A bounded slice of `npm run fuzz` on every test run, with a fresh seed each time so that CI keeps
// exploring; STINT_FUZZ_SEED replays one. Every finding is printed as a one-line reproduction.
const seedText = process.env['STINT_FUZZ_SEED'];
const seed = seedText !== undefined && /^\d+$/.test(seedText) ? Number(seedText) : randomInt(2 ** 31);
const count = 2500;

let service: FuzzService | undefined;
let credentials: Credentials;
let world: FuzzWorld;

beforeAll(async () => {
  process.stdout.write(`fuzz slice: seed ${seed} (replay with STINT_FUZZ_SEED=${seed})\n`);
  const started = await startFuzzService();
  service = started;
  const baseUrl = `http://127.0.0.1:${started.port}`;
  credentials = await signInEverywhere(baseUrl);
  world = await exploreWorld(baseUrl, credentials.TOKEN);
}, 60_000);

afterAll(async () => {
  // Not started (its start failed and said why): nothing to stop.
  if (service === undefined) return;
  await service.halt();
  service.remove();
});

describe(`the service under ${count} hostile requests (seed ${seed})`, () => {
  it('answers every one deliberately: no 5xx, no leaked internals, no internal GraphQL error, no stall, no crash, database intact', async () => {
    if (service === undefined) throw new Error('the service did not start');
    const stats = await runFuzz({ service, world, credentials, seed, count, concurrency: 8 });
    await service.halt();
    const integrity = await service.integrity();
    const byKind = new Map<string, number>();
    for (const f of stats.findings) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
    const report = [
      ...[...byKind].map(([kind, n]) => `${n} ${kind}`),
      ...stats.findings.slice(0, 20).map((f) => describeFinding(f, seed)),
    ].join('\n');
    expect(report, `seed ${seed}; service errors: ${service.errorLines().join('\n')}`).toBe('');
    expect(integrity).toBe('ok');
    // The slice reached deep code, not only refusals at the door.
    expect(stats.byStatus.get(200) ?? 0).toBeGreaterThan(count / 20);
  }, 120_000);
});
