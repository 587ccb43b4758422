// The graph endpoint: `projects(first: 50)` with a valid access token over loopback HTTP (credential
// check, query, database, JSON) against a bare node:http server answering the same bytes, both
// through one kept-alive `http.request` connection, measured in the same run, on each storage
// engine (`BENCH_ENGINES` narrows); issue 20's target is a p50 ratio of 2x at most. Then the
// latency of access-token verification alone (ES256 signature + claims).
import { performance } from 'node:perf_hooks';
import { verifyAccessToken } from '../src-service/auth/tokens/access-tokens.ts';
import { SigningKeyRing } from '../src-service/auth/tokens/signing-key-ring.ts';
import { startService } from '../src-service/index.ts';
import { forEachBenchEngine, type BenchDatabase } from './support/bench-database.ts';
import { measureGraphRow } from './support/graph-row.ts';
import { formatTiming, reportFigure } from './support/measure.ts';

const count = Number(process.env['BENCH_COUNT'] ?? 5000);
const verifications = Number(process.env['BENCH_VERIFY_COUNT'] ?? 20_000);

async function benchEngine(bench: BenchDatabase): Promise<void> {
  const service = await startService({
    dataDir: bench.dataDir,
    ...(bench.url === null ? {} : { database: bench.url }),
    seed: 'demo',
    accessTokenTtlSeconds: 3600,
  });
  const row = await measureGraphRow(
    service.url,
    { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' },
    count,
  );
  const { graph, bare: baseline, projects } = row;

  console.log(
    `\n${bench.engine}: graph endpoint, projects(first: 50) answering ${projects} projects (${count} sequential requests)`,
  );
  console.log(formatTiming('baseline: bare node:http, same JSON', baseline));
  console.log(formatTiming('stint graph endpoint with a valid token', graph));
  reportFigure('graph projects(first: 50), p50', {
    bench: 'graph-projects',
    engine: bench.engine,
    row: 'graph projects(first: 50) vs bare node:http',
    records: null,
    value: graph.p50Ms,
    unit: 'ms',
    baselines: [{ name: 'bare node:http', value: baseline.p50Ms }],
    target: { on: 'ratio', comparison: '<=', limit: 2 },
  });

  // The same requests with the endpoint's caches off: what every request costs whose answer is
  // not kept (the first after a change to the data under it). No target: the row above is the
  // issue's; this one shows what the caches save.
  const uncachedService = await startService({
    dataDir: bench.dataDir,
    ...(bench.url === null ? {} : { database: bench.url }),
    accessTokenTtlSeconds: 3600,
    graphCaches: false,
  });
  const uncached = await measureGraphRow(
    uncachedService.url,
    { email: 'alice@example.com', password: 'alice-password', organization: 'Acme Studio' },
    count,
  );
  await uncachedService.close();
  console.log(formatTiming('stint graph endpoint, caches off', uncached.graph));
  reportFigure('graph projects(first: 50), caches off, p50', {
    bench: 'graph-projects',
    engine: bench.engine,
    row: 'graph projects(first: 50), caches off, vs bare node:http',
    records: null,
    value: uncached.graph.p50Ms,
    unit: 'ms',
    baselines: [{ name: 'bare node:http', value: uncached.bare.p50Ms }],
    target: null,
  });

  const keyDb = await bench.open();
  const keys = await SigningKeyRing.open(keyDb, { accessTokenTtlSeconds: 3600, now: Date.now });
  const issuer = `${service.url}/auth`;
  const samples = new Float64Array(verifications);
  for (let i = 0; i < 1000; i++) await verifyAccessToken(keys, row.accessToken, { issuer, now: Date.now() });
  for (let i = 0; i < verifications; i++) {
    const t0 = performance.now();
    const claims = await verifyAccessToken(keys, row.accessToken, { issuer, now: Date.now() });
    samples[i] = performance.now() - t0;
    if (claims === null) throw new Error('token did not verify');
  }
  await keyDb.close();
  samples.sort();
  const p = (q: number): number => samples[Math.min(verifications - 1, Math.floor(verifications * q))] ?? 0;
  console.log(
    `${'access token verification (ES256)'.padEnd(44)} p50 ${(p(0.5) * 1000).toFixed(1)} µs   p99 ${(p(0.99) * 1000).toFixed(1)} µs   (${verifications} runs)`,
  );

  await service.close();
}

await forEachBenchEngine(benchEngine);
