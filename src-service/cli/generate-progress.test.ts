import { describe, expect, it } from 'vitest';
import { groupDigits, progressPrinter } from './generate-progress.ts';

function run(tty: boolean, total: number, step: number): string {
  let out = '';
  const print = progressPrinter((text) => (out += text), tty);
  for (let done = step; done <= total; done += step) print(done, total);
  return out;
}

describe('the progress of generate', () => {
  it('groups digits by three', () => {
    expect([0, 999, 1000, 340_000, 1_000_000, 10_000_000].map(groupDigits)).toEqual([
      '0',
      '999',
      '1 000',
      '340 000',
      '1 000 000',
      '10 000 000',
    ]);
  });

  it('rewrites one line on a terminal and ends it when all records are written', () => {
    expect(run(true, 30_000, 10_000)).toBe(
      '\rgenerating 10 000 / 30 000 records\rgenerating 20 000 / 30 000 records\rgenerating 30 000 / 30 000 records\n',
    );
  });

  it('prints a line at each tenth elsewhere, however small the steps', () => {
    const lines = run(false, 1_000_000, 2_500).split('\n').filter(Boolean);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('generating 100 000 / 1 000 000 records');
    expect(lines[9]).toBe('generating 1 000 000 / 1 000 000 records');
  });

  it('prints the last line when one step writes everything', () => {
    expect(run(false, 2000, 2000)).toBe('generating 2 000 / 2 000 records\n');
  });
});
