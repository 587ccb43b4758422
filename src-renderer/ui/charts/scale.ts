/** Steps an hours axis may use, so tick labels stay round numbers. */
const hourSteps = [
  0.25, 0.5, 1, 2, 4, 5, 8, 10, 20, 25, 40, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000,
];

/**
 * Ticks for an axis of hours from 0 to at least `maxHours`: a round step giving at most `count`
 * intervals. Answers the step and the top of the axis.
 */
export function hourTicks(maxHours: number, count = 4): { readonly step: number; readonly ticks: number[] } {
  const target = Math.max(maxHours, 1) / count;
  const step = hourSteps.find((s) => s >= target) ?? Math.ceil(target / 10_000) * 10_000;
  const top = Math.max(step, Math.ceil(maxHours / step) * step);
  const ticks: number[] = [];
  for (let t = 0; t <= top + 1e-9; t += step) ticks.push(Math.round(t * 100) / 100);
  return { step, ticks };
}

/** Which of `n` labels to print so that labels at least `minGap` pixels apart fit in `width`. */
export function labelEvery(n: number, width: number, minGap = 44): number {
  if (n <= 0) return 1;
  return Math.max(1, Math.ceil(n / Math.max(1, Math.floor(width / minGap))));
}
