import { performance } from 'node:perf_hooks';

export interface Timing {
  readonly count: number;
  readonly totalMs: number;
  readonly opsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

/** Runs `operation` sequentially `count` times after `warmup` untimed runs and reports latencies. */
export async function measure(
  count: number,
  warmup: number,
  operation: () => Promise<unknown>,
): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await operation();
  const samples = new Float64Array(count);
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await operation();
    samples[i] = performance.now() - t0;
  }
  const totalMs = performance.now() - start;
  samples.sort();
  return {
    count,
    totalMs,
    opsPerSecond: (count / totalMs) * 1000,
    p50Ms: samples[Math.floor(count * 0.5)] ?? 0,
    p99Ms: samples[Math.min(count - 1, Math.floor(count * 0.99))] ?? 0,
  };
}

export function formatTiming(label: string, t: Timing): string {
  return `${label.padEnd(44)} ${t.opsPerSecond.toFixed(0).padStart(8)} ops/s   p50 ${t.p50Ms.toFixed(3)} ms   p99 ${t.p99Ms.toFixed(3)} ms`;
}

export function formatRatio(label: string, subject: Timing, baseline: Timing, target?: number): string {
  const ratio = baseline.opsPerSecond / subject.opsPerSecond;
  const verdict =
    target === undefined
      ? ''
      : ratio <= target
        ? `  (target <= ${target}x: met)`
        : `  (target <= ${target}x: MISSED)`;
  return `${label.padEnd(44)} ${ratio.toFixed(2)}x the baseline's time per operation${verdict}`;
}
