import { performance } from 'node:perf_hooks';
import {
  appendFigure,
  benchName,
  figureEngine,
  meets,
  type BaselineFigure,
  type Figure,
} from './report-json.ts';

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

/** Formats a timing row; it is also recorded as a figure (its p50) for `--json`. */
export function formatTiming(label: string, t: Timing): string {
  appendFigure({
    bench: benchName,
    engine: figureEngine(),
    row: label,
    records: null,
    value: t.p50Ms,
    unit: 'ms',
    baselines: [],
    target: null,
    met: null,
  });
  return `${label.padEnd(44)} ${t.opsPerSecond.toFixed(0).padStart(8)} ops/s   p50 ${t.p50Ms.toFixed(3)} ms   p99 ${t.p99Ms.toFixed(3)} ms`;
}

/** Formats a ratio row; it is also recorded as a figure (time per operation) for `--json`. */
export function formatRatio(label: string, subject: Timing, baseline: Timing, target?: number): string {
  const ratio = baseline.opsPerSecond / subject.opsPerSecond;
  appendFigure({
    bench: benchName,
    engine: figureEngine(),
    row: label,
    records: null,
    value: 1000 / subject.opsPerSecond,
    unit: 'ms',
    baselines: [{ name: 'baseline', value: 1000 / baseline.opsPerSecond, ratio }],
    target: target === undefined ? null : { on: 'ratio', comparison: '<=', limit: target },
    met: target === undefined ? null : ratio <= target,
  });
  const verdict =
    target === undefined
      ? ''
      : ratio <= target
        ? `  (target <= ${target}x: met)`
        : `  (target <= ${target}x: MISSED)`;
  return `${label.padEnd(44)} ${ratio.toFixed(2)}x the baseline's time per operation${verdict}`;
}

/** One row of a bench's table: the value, each baseline with the ratio to it, the target's verdict. */
export function formatFigure(label: string, figure: Figure): string {
  const digits = figure.unit === 'ms' ? (figure.value < 10 ? 3 : 2) : figure.unit === 'x' ? 2 : 1;
  const value = `${figure.value.toFixed(digits)} ${figure.unit}`;
  const baselines = figure.baselines
    .map((b) => `${b.name} ${b.value.toFixed(digits)} ${figure.unit} (${b.ratio.toFixed(2)}x)`)
    .join('; ');
  const target =
    figure.target === null
      ? ''
      : `  target ${figure.target.on === 'ratio' ? 'ratio ' : ''}${figure.target.comparison} ${figure.target.limit}${figure.target.on === 'ratio' ? 'x' : ` ${figure.unit}`}: ${figure.met === true ? 'met' : 'MISSED'}`;
  return `${label.padEnd(44)} ${value.padStart(12)}${baselines === '' ? '' : `   vs ${baselines}`}${target}`;
}

/** Prints a row and appends it to the run's JSON figures (see report-json.ts). */
export function reportFigure(
  label: string,
  row: Omit<Figure, 'met' | 'baselines'> & { baselines?: readonly Omit<BaselineFigure, 'ratio'>[] },
): Figure {
  const baselines = (row.baselines ?? []).map((b) => ({ ...b, ratio: row.value / b.value }));
  const figure: Figure = {
    ...row,
    baselines,
    met: row.target === null ? null : meets(row.target, row.value, baselines),
  };
  console.log(formatFigure(label, figure));
  appendFigure(figure);
  return figure;
}
