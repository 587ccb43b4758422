// `npm run fuzz -- [--count 10000] [--seed S] [--concurrency 16] [--idle-seconds 60] [--replay N]
//  [--database postgres://…]`
// Hostile requests over loopback HTTP against a fresh demo service in a child process (on a new
// SQLite folder, or on the given PostgreSQL database, migrated and empty); prints
// the counts, the findings as one-line reproductions, memory and the database check. Exits 1 on
// any finding.
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { curlLine, fuzzAgent, sendFuzzRequest } from './fuzz-request.ts';
import { fuzzRequests } from './fuzz-requests.ts';
import { judge, slowMs } from './fuzz-oracle.ts';
import { describeFinding, requestAt, runFuzz, type Finding } from './fuzz-run.ts';
import { startFuzzService } from './fuzz-service.ts';
import { exploreWorld, signInEverywhere } from './fuzz-world.ts';

const out = (line = ''): void => void process.stdout.write(`${line}\n`);

function wholeNumber(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw new Error(`${name} must be a whole number, got ${value}`);
  }
  return Number(value);
}

function statusCounts(counts: ReadonlyMap<number, number>): string {
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s === 0 ? 'no answer' : s === -1 ? 'unsendable' : s}: ${n}`)
    .join(', ');
}

/** Memory back within this factor of the start after the idle wait (issue 22). */
const memoryFactor = 1.5;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string' },
      'idle-seconds': { type: 'string' },
      replay: { type: 'string', multiple: true },
      database: { type: 'string' },
    },
    strict: true,
  });
  const seed = wholeNumber(values.seed, '--seed', randomInt(2 ** 31));
  const count = wholeNumber(values.count, '--count', 10_000);
  const concurrency = wholeNumber(values.concurrency, '--concurrency', 16);
  const idleSeconds = wholeNumber(values['idle-seconds'], '--idle-seconds', 60);
  const replay = values.replay?.map((n) => wholeNumber(n, '--replay', 0));

  const service = await startFuzzService(
    values.database === undefined ? {} : { databaseUrl: values.database },
  );
  // Stopped with Ctrl+C, the service process goes too (with its data folder).
  const interrupted = (): void => {
    void service.halt().then(() => {
      service.remove();
      process.exit(130);
    });
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const baseUrl = `http://127.0.0.1:${service.port}`;
    const credentials = await signInEverywhere(baseUrl);
    const world = await exploreWorld(baseUrl, credentials.TOKEN);
    out(`stint fuzz: seed ${seed}, service pid ${service.pid} on ${baseUrl} (data ${service.dataDir})`);
    out(
      `  credentials for the reproductions: PORT=${service.port} TOKEN, ACCESS_TOKEN, API_KEY, HOSTED_COOKIE (alice@example.com, acme)`,
    );

    if (replay !== undefined) {
      const arbitrary = fuzzRequests(world);
      const agent = fuzzAgent(1);
      let found = 0;
      for (const index of replay) {
        const request = requestAt(arbitrary, seed, index);
        const answer = await sendFuzzRequest(service.port, agent, request, credentials);
        const kinds = judge(request, answer);
        found += kinds.length;
        out(`request ${index} (${request.family}): ${curlLine(request)}`);
        out(
          `  -> ${answer.status === 0 ? (answer.networkError ?? '') : answer.status} in ${Math.round(answer.ms)} ms ${answer.contentType}` +
            (kinds.length > 0 ? ` FINDING: ${kinds.join(', ')}` : ''),
        );
        out(`  ${answer.body.slice(0, 2000)}`);
      }
      agent.destroy();
      // Replayed alone, on fresh demo data: a finding that needed earlier requests may not recur.
      return found > 0 ? 1 : 0;
    }

    const rssBefore = service.rssKb();
    let lastShown = 0;
    const stats = await runFuzz({
      service,
      world,
      credentials,
      seed,
      count,
      concurrency,
      onProgress: (done) => {
        if (done - lastShown >= 10_000) {
          lastShown = done;
          out(`  ${done} sent, RSS ${service.rssKb() ?? '?'} kB`);
        }
      },
    });
    const rssAfter = service.rssKb();
    if (idleSeconds > 0 && service.exit() === null) await sleep(idleSeconds * 1000);
    const rssIdle = service.rssKb();
    const findings: Finding[] = [...stats.findings];
    if (rssBefore !== null && rssIdle !== null && idleSeconds > 0 && rssIdle > rssBefore * memoryFactor) {
      findings.push({
        kind: 'memory',
        index: -1,
        request: null,
        ms: 0,
        detail: `resident memory ${rssIdle} kB after the idle wait, more than ${memoryFactor}x the ${rssBefore} kB at the start`,
      });
    }
    const crashed = service.exit();
    await service.halt();
    const integrity = await service.integrity();
    if (integrity !== 'ok')
      findings.push({
        kind: 'integrity',
        index: -1,
        request: null,
        ms: 0,
        detail: `PRAGMA integrity_check: ${integrity}`,
      });

    const seconds = stats.elapsedMs / 1000;
    const mb = (kb: number | null): string => (kb === null ? '?' : `${(kb / 1024).toFixed(0)} MB`);
    out();
    out(
      `sent ${stats.sent} requests in ${seconds.toFixed(1)} s (${(stats.sent / seconds).toFixed(0)} req/s), ${concurrency} in flight`,
    );
    out(`by status: ${statusCounts(stats.byStatus)}`);
    out('by family:');
    for (const [family, counts] of [...stats.byFamily].sort(([a], [b]) => a.localeCompare(b))) {
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      out(`  ${family} ${total} (${statusCounts(counts)})`);
    }
    out(
      `slowest: ${Math.round(stats.slowest.ms)} ms (request ${stats.slowest.index}, ${stats.slowest.request?.family ?? '-'}); ` +
        `${stats.slowUnderLoad} answers over ${slowMs} ms were fast when sent again alone`,
    );
    out(
      `service RSS: ${mb(rssBefore)} before, ${mb(rssAfter)} after the load, ${mb(rssIdle)} after ${idleSeconds} s idle`,
    );
    out(`service: ${crashed ?? 'still running at the end'}; database integrity: ${integrity}`);
    const byClass = new Map<string, number>();
    for (const f of findings) byClass.set(f.kind, (byClass.get(f.kind) ?? 0) + 1);
    out(
      `findings: ${findings.length}${byClass.size > 0 ? ` (${[...byClass].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`,
    );
    const errors = service.errorLines();
    if (errors.length > 0)
      out(
        `service error log (last ${Math.min(errors.length, 10)} of ${errors.length}):\n  ${errors.slice(-10).join('\n  ')}`,
      );
    // The first findings of each class in full; the rest are counted above.
    const shown = new Map<string, number>();
    for (const finding of findings) {
      const n = shown.get(finding.kind) ?? 0;
      shown.set(finding.kind, n + 1);
      if (n < 5) out(describeFinding(finding, seed));
    }
    return findings.length > 0 ? 1 : 0;
  } finally {
    await service.halt();
    service.remove();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `stint fuzz: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(2);
  },
);
