import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { initialScripts, measureBundles, overBudget } from './bundle-sizes.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function plantBuild(files: Record<string, number>, indexHtml: string): string {
  const out = mkdtempSync(join(tmpdir(), 'stint-budget-'));
  dirs.push(out);
  mkdirSync(join(out, 'renderer', 'assets'), { recursive: true });
  mkdirSync(join(out, 'preload'), { recursive: true });
  writeFileSync(join(out, 'renderer', 'index.html'), indexHtml);
  for (const [path, bytes] of Object.entries(files)) writeFileSync(join(out, path), 'x'.repeat(bytes));
  return out;
}

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="./assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="./assets/vendor-b.js">
<link rel="stylesheet" crossorigin href="./assets/index-c.css">
</head><body></body></html>`;

describe('bundle budget', () => {
  it('counts the entry and the preloaded chunks, not lazy chunks or styles', () => {
    expect(initialScripts(html)).toEqual(['./assets/index-a.js', './assets/vendor-b.js']);
    const out = plantBuild(
      {
        'renderer/assets/index-a.js': 100,
        'renderer/assets/vendor-b.js': 20,
        'renderer/assets/reports-screen-d.js': 5000,
        'renderer/assets/index-c.css': 7000,
        'preload/index.cjs': 30,
      },
      html,
    );
    expect(measureBundles(out)).toEqual({ initialRenderer: 120, preload: 30 });
  });

  it('names each part that grew past its budget', () => {
    const budget = { comment: '', initialRenderer: 120, preload: 30 };
    expect(overBudget({ initialRenderer: 120, preload: 30 }, budget)).toEqual([]);
    expect(overBudget({ initialRenderer: 121, preload: 31 }, budget)).toEqual([
      'The initial renderer chunk is 121 bytes, over its budget of 120 bytes.',
      'The preload is 31 bytes, over its budget of 30 bytes.',
    ]);
  });

  it('refuses to pass without a build', () => {
    expect(() => measureBundles(join(tmpdir(), 'stint-no-such-out'))).toThrow(/run electron-vite build/);
  });
});
