// `npm test`: everything CI checks, in order, with one summary line at the end. Each step runs
// even when an earlier one failed, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertNode24 } from './node-version.mjs';

assertNode24();
const root = fileURLToPath(new URL('..', import.meta.url));

// Keychain tests need a Secret Service. Without a D-Bus session (a bare CI shell), run inside a
// fresh one with an unlocked gnome-keyring; a developer's own session is used as it is.
if (!process.env.DBUS_SESSION_BUS_ADDRESS && process.env.STINT_TEST_SESSION !== '1') {
  const wrapped = spawnSync(
    'bash',
    [join(root, 'scripts', 'test-session.sh'), process.execPath, ...process.argv.slice(1)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  process.exit(wrapped.status ?? 1);
}

/**
 * @param {string} file
 * @returns {unknown}
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  { name: 'typecheck', command: bin('tsc'), args: ['-b', '--pretty'] },
  // The core's GraphQL documents against the service's schema (GraphQLSP diagnostics, which tsc alone does not run).
  {
    name: 'graph documents',
    command: bin('gql-tada'),
    args: ['check', '--tsconfig', 'src-main/tsconfig.json'],
  },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  // One private PostgreSQL for the whole step: every describe.each(engines) half on PostgreSQL
  // gets its database there, instead of each test file starting a server of its own.
  {
    name: 'unit',
    command: process.execPath,
    args: [
      join(root, 'scripts', 'testing', 'with-postgres.ts'),
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'unit.json')}`,
    ],
    count: () => {
      const report = /** @type {{ numPassedTests: number, numTotalTests: number }} */ (
        readJson(join(results, 'unit.json'))
      );
      return `${report.numPassedTests}/${report.numTotalTests}`;
    },
  },
  // The service's tests that depend on STINT_TEST_ENGINE once more, on PostgreSQL (the rest ran on
  // both engines in `unit`): both engines pass one suite.
  {
    name: 'unit-postgres',
    command: process.execPath,
    args: [
      join(root, 'scripts', 'test-postgres.ts'),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'unit-postgres.json')}`,
    ],
    count: () => {
      const report = /** @type {{ numPassedTests: number, numTotalTests: number }} */ (
        readJson(join(results, 'unit-postgres.json'))
      );
      return `${report.numPassedTests}/${report.numTotalTests}`;
    },
  },
  { name: 'build', command: bin('electron-vite'), args: ['build'] },
  {
    name: 'bundle-budget',
    command: process.execPath,
    args: [join(root, 'scripts', 'bundle', 'bundle-budget.ts')],
  },
  {
    name: 'electronegativity',
    command: process.execPath,
    args: [join(root, 'scripts', 'security', 'electronegativity.ts')],
  },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test'],
    count: () => {
      const report =
        /** @type {{ stats: Record<'expected' | 'unexpected' | 'flaky' | 'skipped', number> }} */ (
          readJson(join(results, 'e2e-report.json'))
        );
      const s = report.stats;
      return `${s.expected}/${s.expected + s.unexpected + s.flaky + s.skipped}`;
    },
  },
];

const started = Date.now();
const summary = [];
let failed = false;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const run = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit' });
  const ok = run.status === 0;
  failed ||= !ok;
  let detail = ok ? 'ok' : 'FAILED';
  if (step.count) {
    try {
      detail = `${step.count()}${ok ? '' : ' FAILED'}`;
    } catch {
      // No report means the step did not get far enough to write one.
    }
  }
  summary.push(`${step.name}=${detail}`);
  console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - t0) / 1000).toFixed(1)}s ===`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.log(`\nSTINT TEST SUMMARY: ${failed ? 'FAIL' : 'PASS'} ${summary.join(' ')} (${seconds}s)`);
process.exit(failed ? 1 : 0);
