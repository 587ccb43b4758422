// What `synchronous = FULL` costs the service: v1 writes (POST time/timerecords over loopback, one
// record per request, as the desktop outbox sends them) on a service whose database runs with
// FULL against the same on one with NORMAL, in the same run on the same disk (ratio).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoApplicationKey } from '../src-service/index.ts';
import { startService } from '../src-service/service.ts';
import type { SyncMode } from '../src-service/storage/database.ts';
import { formatRatio, formatTiming, measure, type Timing } from './support/measure.ts';

const count = Number(process.env['BENCH_COUNT'] ?? 2000);
const rounds = Number(process.env['BENCH_ROUNDS'] ?? 2);

const basic = `Basic ${Buffer.from('alice@example.com:alice-password').toString('base64')}`;

async function writes(dir: string, synchronous: SyncMode): Promise<Timing> {
  const service = await startService({
    dataDir: join(dir, synchronous),
    seed: 'demo',
    synchronous,
    v1RateLimit: 'off',
  });
  try {
    const base = `${service.url}/t/acme/v1`;
    const login = await fetch(`${base}/auth/login?apikey=${demoApplicationKey}`, {
      headers: { Authorization: basic },
    });
    const { token } = (await login.json()) as { token: string };
    const me = (await (await fetch(`${base}/users/@self?token=${token}`)).json()) as { id: string };
    let start = Date.UTC(2025, 0, 1);
    return await measure(count, 100, async () => {
      start += 60_000;
      const res = await fetch(`${base}/time/timerecords?token=${token}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          user: { id: me.id },
          start: `/Date(${start})/`,
          duration: 1_800_000,
          description: 'Bench write',
        }),
      });
      if (res.status >= 300) throw new Error(`POST answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    });
  } finally {
    await service.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'stint-bench-writes-'));
try {
  console.log(`v1 writes: ${count} POST time/timerecords per mode, ${rounds} rounds, data in ${tmpdir()}`);
  for (let round = 1; round <= rounds; round++) {
    // Alternating the order keeps a warming disk or a busy neighbour from favouring one mode.
    const order: SyncMode[] = round % 2 === 1 ? ['NORMAL', 'FULL'] : ['FULL', 'NORMAL'];
    const timings = new Map<SyncMode, Timing>();
    for (const mode of order) timings.set(mode, await writes(join(dir, `round-${round}`), mode));
    const normal = timings.get('NORMAL') as Timing;
    const full = timings.get('FULL') as Timing;
    console.log(formatTiming(`round ${round}: synchronous = NORMAL (baseline)`, normal));
    console.log(formatTiming(`round ${round}: synchronous = FULL`, full));
    console.log(formatRatio(`round ${round}: FULL against NORMAL`, full, normal));
    // The median is steadier than the throughput on a machine shared with other work.
    console.log(
      `${`round ${round}: FULL against NORMAL, median`.padEnd(44)} ${(full.p50Ms / normal.p50Ms).toFixed(2)}x the baseline's median latency (+${(full.p50Ms - normal.p50Ms).toFixed(3)} ms)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
