// `npm run bench [name...] [--json FILE]`: runs bench/*.bench.ts one after another (or the named
// ones). Each prints its own numbers and a ratio against a baseline measured in the same run. With
// `--json FILE` every figure (bench, engine, row, value, unit, baselines and ratios, target, met)
// is also written to FILE: each bench appends JSON lines to a file named in STINT_BENCH_JSON
// (bench/support/report-json.ts), gathered here. Not part of `npm test`: benchmarks measure,
// tests assert behaviour.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNode24 } from './node-version.mjs';

assertNode24();
const benchDir = fileURLToPath(new URL('../bench/', import.meta.url));
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
let jsonFile = null;
if (jsonAt !== -1) {
  const named = args[jsonAt + 1];
  if (named === undefined || named.startsWith('--')) {
    console.error('--json takes the file to write the figures to.');
    process.exit(2);
  }
  jsonFile = resolve(named);
  args.splice(jsonAt, 2);
}
const wanted = args;
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(2);
}
const linesDir = jsonFile === null ? null : mkdtempSync(join(tmpdir(), 'stint-bench-json-'));
const linesFile = linesDir === null ? null : join(linesDir, 'figures.jsonl');
if (linesFile !== null) writeFileSync(linesFile, '');
let failed = false;
for (const file of files) {
  console.log(`\n### ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(benchDir, file)], {
    stdio: 'inherit',
    env: linesFile === null ? process.env : { ...process.env, STINT_BENCH_JSON: linesFile },
  });
  if (run.status !== 0) {
    failed = true;
    console.error(`${file} failed with exit code ${run.status}`);
  }
}
if (jsonFile !== null && linesFile !== null && linesDir !== null) {
  const figures = readFileSync(linesFile, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => /** @type {unknown} */ (JSON.parse(line)));
  const report = { ranAt: new Date().toISOString(), benches: files, failed, figures };
  writeFileSync(jsonFile, `${JSON.stringify(report, null, 2)}\n`);
  rmSync(linesDir, { recursive: true, force: true });
  console.log(`\n${figures.length} figures written to ${jsonFile}`);
}
process.exit(failed ? 1 : 0);
