// The resident memory of the service process sampled throughout a bench, its peak kept per phase
// (a row of the table, signing in, …): the overall peak says whether the target holds, the
// phases say which request holds the memory.

export interface PhasePeak {
  readonly phase: string;
  readonly peakMb: number;
}

export interface MemoryPeaks {
  /** Samples from now on belong to `phase` (the last sample of the previous phase is taken first). */
  phase(name: string): void;
  /** Stops sampling; every phase in order, with its peak. */
  stop(): PhasePeak[];
  /** The peak over every phase so far. */
  overallMb(): number;
}

/** Samples `rssMb` every `everyMs` (and at each change of phase) until stopped. */
export function samplePeaks(rssMb: () => number, first: string, everyMs = 50): MemoryPeaks {
  const peaks: { phase: string; peakMb: number }[] = [];
  let current = { phase: first, peakMb: rssMb() };
  peaks.push(current);
  const sample = (): void => {
    current.peakMb = Math.max(current.peakMb, rssMb());
  };
  const timer = setInterval(sample, everyMs);
  return {
    phase(name) {
      sample();
      current = { phase: name, peakMb: rssMb() };
      peaks.push(current);
    },
    stop() {
      sample();
      clearInterval(timer);
      return peaks.map((p) => ({ ...p }));
    },
    overallMb: () => Math.max(...peaks.map((p) => p.peakMb)),
  };
}
