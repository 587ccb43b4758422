import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportRequest } from '../core/export/file-exporter.ts';
import { saveDialogExporter } from './save-dialog-exporter.ts';

vi.mock('electron', () => ({}));

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stint-save-'));
  dirs.push(dir);
  return dir;
}

const request = (text: string): ExportRequest => ({
  suggestedName: 'stint records: Oct/2025.csv',
  contentType: 'text/csv; charset=utf-8',
  filter: { name: 'CSV', extensions: ['csv'] },
  write: async (sink) => {
    await sink.write(text);
    return { rows: 2 };
  },
});

interface FakeWindow {
  isDestroyed(): boolean;
}

function setup(answer: { canceled: boolean; filePath?: string }, window: FakeWindow | null = null) {
  const calls: unknown[][] = [];
  const dialog = {
    showSaveDialog: vi.fn((...args: unknown[]) => {
      calls.push(args);
      return Promise.resolve({ canceled: answer.canceled, filePath: answer.filePath ?? '' });
    }),
  };
  const dir = folder();
  const exporter = saveDialogExporter({
    dialog,
    parentWindow: () => window as never,
    defaultFolder: () => dir,
  });
  return { exporter, calls, dir };
}

describe('saveDialogExporter', () => {
  it('asks where with the system dialog, starting in the default folder with a safe name', async () => {
    const target = join(folder(), 'chosen.csv');
    const window = { isDestroyed: () => false };
    const { exporter, calls, dir } = setup({ canceled: false, filePath: target }, window);
    const outcome = await exporter.save(request('a,b\r\n1,2\r\n'));
    expect(outcome).toEqual({ kind: 'saved', fileName: 'chosen.csv', rows: 2 });
    expect(readFileSync(target, 'utf8')).toBe('a,b\r\n1,2\r\n');
    expect(calls[0]?.[0]).toBe(window);
    expect(calls[0]?.[1]).toMatchObject({
      defaultPath: join(dir, 'stint records- Oct-2025.csv'),
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
  });

  it('writes nothing when the person cancels', async () => {
    const { exporter, dir } = setup({ canceled: true });
    const write = vi.fn(() => Promise.resolve({ rows: 0 }));
    expect(await exporter.save({ ...request(''), write })).toEqual({ kind: 'cancelled' });
    expect(write).not.toHaveBeenCalled();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('shows a free-standing dialog when the window is gone', async () => {
    const target = join(folder(), 'x.csv');
    const { exporter, calls } = setup({ canceled: false, filePath: target }, { isDestroyed: () => true });
    await exporter.save(request('x'));
    expect(calls[0]).toHaveLength(1);
  });
});
