import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './atomic-file.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-atomic-'));
  dirs.push(dir);
  return dir;
}

describe('writeFileAtomically', () => {
  it('writes everything the producer streams, in UTF-8', async () => {
    const path = join(folder(), 'out.csv');
    const result = await writeFileAtomically(path, async (sink) => {
      for (let i = 0; i < 2000; i++) await sink.write(`${i},€ ünïcode\r\n`.repeat(20));
      return 42;
    });
    expect(result).toBe(42);
    const text = readFileSync(path, 'utf8');
    expect(text.split('\r\n')).toHaveLength(40_001);
    expect(text.startsWith('0,€ ünïcode\r\n')).toBe(true);
  });

  it('leaves an existing file untouched and no partial file when the producer fails', async () => {
    const dir = folder();
    const path = join(dir, 'out.csv');
    writeFileSync(path, 'earlier export');
    await expect(
      writeFileAtomically(path, async (sink) => {
        await sink.write('half of it');
        throw new Error('the service stopped answering');
      }),
    ).rejects.toThrow(/stopped answering/);
    expect(readFileSync(path, 'utf8')).toBe('earlier export');
    expect(readdirSync(dir)).toEqual(['out.csv']);
  });

  it('fails clearly when the folder does not exist', async () => {
    await expect(
      writeFileAtomically(join(folder(), 'missing', 'x.csv'), () => Promise.resolve(1)),
    ).rejects.toThrow(/ENOENT/);
  });
});
