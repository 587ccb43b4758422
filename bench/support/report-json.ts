// Every figure a bench prints, also as one JSON line appended to the file the runner names in
// `STINT_BENCH_JSON` (`npm run bench -- --json FILE`); the runner gathers the lines into FILE.
// Without the variable the figures are only printed.
import { appendFileSync } from 'node:fs';
import { basename } from 'node:path';

export interface BaselineFigure {
  readonly name: string;
  readonly value: number;
  /** The figure's value over the baseline's (2 = twice the baseline's time). */
  readonly ratio: number;
}

export interface Target {
  /** What the target bounds: the value itself, or its ratio to the first baseline. */
  readonly on: 'value' | 'ratio';
  readonly comparison: '<' | '<=';
  readonly limit: number;
}

export interface Figure {
  readonly bench: string;
  readonly engine: string;
  readonly row: string;
  readonly records: number | null;
  readonly value: number;
  readonly unit: string;
  readonly baselines: readonly BaselineFigure[];
  readonly target: Target | null;
  readonly met: boolean | null;
}

export const benchJsonVariable = 'STINT_BENCH_JSON';

/** The bench's name, from its file (`v1-reports` for bench/v1-reports.bench.ts). */
export const benchName = basename(process.argv[1] ?? '', '.bench.ts');

let engine = '';

/** The engine the figures recorded from now on belong to ('' where a bench has none). */
export function setFigureEngine(name: string): void {
  engine = name;
}

export function figureEngine(): string {
  return engine;
}

/** Whether `value` (or its ratio to the first baseline) keeps within the target. */
export function meets(target: Target, value: number, baselines: readonly BaselineFigure[]): boolean {
  const measured = target.on === 'value' ? value : (baselines[0]?.ratio ?? Number.POSITIVE_INFINITY);
  return target.comparison === '<' ? measured < target.limit : measured <= target.limit;
}

export function appendFigure(figure: Figure): void {
  const file = process.env[benchJsonVariable];
  if (file === undefined || file === '') return;
  appendFileSync(file, `${JSON.stringify(figure)}\n`);
}
