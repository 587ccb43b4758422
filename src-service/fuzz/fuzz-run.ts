import * as fc from 'fast-check';
import { curlLine, fuzzAgent, sendFuzzRequest, type Credentials, type FuzzRequest } from './fuzz-request.ts';
import type { Agent } from 'node:http';
import { judge, slowMs, type FindingClass } from './fuzz-oracle.ts';
import { fuzzRequests } from './fuzz-requests.ts';
import type { FuzzService } from './fuzz-service.ts';
import type { FuzzWorld } from './fuzz-world.ts';

export interface Finding {
  readonly kind: FindingClass;
  /** The request's number in its seed's sequence (replay with --seed S --replay N); -1 for the run as a whole. */
  readonly index: number;
  readonly request: FuzzRequest | null;
  readonly detail: string;
  /** How long the answer took (0 for findings about the run as a whole). */
  readonly ms: number;
}

export interface FuzzStats {
  readonly sent: number;
  /** By HTTP status; 0 = no answer, -1 = a request node:http could not send (not a finding). */
  readonly byStatus: Map<number, number>;
  /** By generator family, then by HTTP status. */
  readonly byFamily: Map<string, Map<number, number>>;
  readonly findings: Finding[];
  readonly slowest: { ms: number; index: number; request: FuzzRequest | null };
  readonly elapsedMs: number;
  /** Answers that were slow only while other requests were in flight (not findings). */
  readonly slowUnderLoad: number;
}

/**
 * Request number `index` of the sequence of `seed`. Each request has its own derived seed, so any
 * one of them can be made again without generating those before it.
 */
export function requestAt(arbitrary: fc.Arbitrary<FuzzRequest>, seed: number, index: number): FuzzRequest {
  const [request] = fc.sample(arbitrary, { seed: (Math.imul(seed, 0x9e3779b1) + index) | 0, numRuns: 1 });
  if (request === undefined) throw new Error('fast-check made no sample');
  return request;
}

export interface FuzzRunOptions {
  readonly service: FuzzService;
  readonly world: FuzzWorld;
  readonly credentials: Credentials;
  readonly seed: number;
  readonly count: number;
  readonly concurrency: number;
  /** Only these request numbers (a replay); otherwise 0 .. count-1. */
  readonly only?: readonly number[];
  readonly onProgress?: (done: number) => void;
}

const excerpt = (text: string): string =>
  (text.length > 300 ? `${text.slice(0, 300)}…` : text).replace(/\s+/g, ' ');

/** Sends the seed's requests with `concurrency` in flight and judges every answer. */
export async function runFuzz(options: FuzzRunOptions): Promise<FuzzStats> {
  const { service, credentials, seed, count, concurrency } = options;
  const arbitrary = fuzzRequests(options.world);
  const agent = fuzzAgent(concurrency);
  const indices = options.only ?? Array.from({ length: count }, (_, i) => i);
  const byStatus = new Map<number, number>();
  const byFamily = new Map<string, Map<number, number>>();
  const findings: Finding[] = [];
  const inFlight = new Map<number, FuzzRequest>();
  let slowest: FuzzStats['slowest'] = { ms: 0, index: -1, request: null };
  let next = 0;
  let sent = 0;
  let crashed = false;
  // A function, so the type checker does not narrow what another worker may have set meanwhile.
  const hasCrashed = (): boolean => crashed;
  const started = performance.now();
  const errorsBefore = service.errorLines().length;

  const worker = async (): Promise<void> => {
    while (!hasCrashed() && next < indices.length) {
      const index = indices[next++] as number;
      const request = requestAt(arbitrary, seed, index);
      inFlight.set(index, request);
      const answer = await sendFuzzRequest(service.port, agent, request, credentials);
      inFlight.delete(index);
      sent++;
      byStatus.set(answer.status, (byStatus.get(answer.status) ?? 0) + 1);
      const family = byFamily.get(request.family) ?? new Map<number, number>();
      family.set(answer.status, (family.get(answer.status) ?? 0) + 1);
      byFamily.set(request.family, family);
      if (answer.status !== -1 && answer.ms > slowest.ms) slowest = { ms: answer.ms, index, request };
      for (const kind of judge(request, answer)) {
        findings.push({
          kind,
          index,
          request,
          ms: answer.ms,
          detail: `${answer.status === 0 ? (answer.networkError ?? '') : String(answer.status)} in ${Math.round(answer.ms)} ms: ${excerpt(answer.body)}`,
        });
      }
      const exit = service.exit();
      if (exit !== null && !hasCrashed()) {
        crashed = true;
        // Which request killed it is one of those in flight; all of them are reported.
        for (const [i, r] of [[index, request] as const, ...inFlight]) {
          findings.push({ kind: 'crash', index: i, request: r, ms: 0, detail: `the service ${exit}` });
        }
      }
      options.onProgress?.(sent);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, indices.length) }, worker));
  const elapsedMs = performance.now() - started;
  const slowUnderLoad = await confirmSlow(findings, service, agent, credentials);
  // The service reports what it did not handle (a failed mail, a sweep, a resolver) on stderr,
  // even when the answer itself looked deliberate.
  const logged = service.errorLines().slice(errorsBefore);
  if (logged.length > 0) {
    findings.push({
      kind: 'error-log',
      index: -1,
      request: null,
      ms: 0,
      detail: `the service logged ${logged.length} errors, the first: ${logged.slice(0, 5).join(' | ')}`,
    });
  }
  agent.destroy();
  return { sent, byStatus, byFamily, findings, slowest, elapsedMs, slowUnderLoad };
}

// At most this many slow answers are sent again on their own.
const maxSlowChecks = 100;

/**
 * One request that blocks the service makes every request in flight with it slow. Each slow
 * request is sent again alone: what is slow alone stays a finding, the rest were slowed down by
 * another (or by a busy machine) and are only counted. Answers from a dead service are kept.
 */
async function confirmSlow(
  findings: Finding[],
  service: FuzzService,
  agent: Agent,
  credentials: Credentials,
): Promise<number> {
  if (service.exit() !== null) return 0;
  // The slowest first: in a stall the request that caused it has waited longest.
  const slow = findings.filter((f) => f.kind === 'slow').sort((a, b) => b.ms - a.ms);
  let dropped = 0;
  for (const [n, finding] of slow.entries()) {
    if (finding.request === null) continue;
    if (n >= maxSlowChecks) {
      // Not sent again: counted with the answers slowed by others, not reported one by one.
      findings.splice(findings.indexOf(finding), 1);
      dropped++;
      continue;
    }
    // Twice: a machine busy with other work can slow one lone request too.
    const first = await sendFuzzRequest(service.port, agent, finding.request, credentials);
    const fast =
      first.ms <= slowMs ||
      (await sendFuzzRequest(service.port, agent, finding.request, credentials)).ms <= slowMs;
    if (fast) {
      findings.splice(findings.indexOf(finding), 1);
      dropped++;
    }
  }
  return dropped;
}

/** A finding as the lines a person needs: what, how to replay it, and the one-line reproduction. */
export function describeFinding(finding: Finding, seed: number): string {
  if (finding.request === null) return `[${finding.kind}] ${finding.detail}`;
  return [
    `[${finding.kind}] request ${finding.index} of seed ${seed} (${finding.request.family}): ${finding.detail}`,
    `  replay: npm run fuzz -- --seed ${seed} --replay ${finding.index}`,
    `  ${curlLine(finding.request)}`,
  ].join('\n');
}
