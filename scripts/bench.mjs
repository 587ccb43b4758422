// `npm run bench [name...]`: runs bench/*.bench.ts one after another (or the named ones). Each
// prints its own numbers and a ratio against a baseline measured in the same run. Not part of
// `npm test`: benchmarks measure, tests assert behaviour.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNode24 } from './node-version.mjs';

assertNode24();
const benchDir = fileURLToPath(new URL('../bench/', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(benchDir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.startsWith(w)))
  .sort();
if (files.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(2);
}
let failed = false;
for (const file of files) {
  console.log(`\n### ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', join(benchDir, file)], { stdio: 'inherit' });
  if (run.status !== 0) {
    failed = true;
    console.error(`${file} failed with exit code ${run.status}`);
  }
}
process.exit(failed ? 1 : 0);
