// Runs Electronegativity (Doyensec's Electron security scanner) over the built app in out/ and
// fails on any finding above INFORMATIONAL that build/electronegativity-accepted.json does not
// accept with a reason.
//
// Two adjustments make it usable here, neither of which hides a finding:
// - its parser cannot read class private fields (`#x`) and silently skips such files, so the
//   scan runs on a copy of out/ lowered to ES2020 by TypeScript (same code, older syntax);
// - it never goes to the network (offline-got.ts), as CI has no internet.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../../', import.meta.url));
const source = join(root, 'out');
const scanDir = join(root, '.security-scan');
const require = createRequire(import.meta.url);

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

function lowerBuild(): void {
  rmSync(scanDir, { recursive: true, force: true });
  for (const file of walk(source)) {
    const target = join(scanDir, relative(source, file));
    mkdirSync(dirname(target), { recursive: true });
    const ext = extname(file);
    if (ext === '.js' || ext === '.cjs' || ext === '.mjs') {
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: {
          target: ts.ScriptTarget.ES2020,
          module: ext === '.cjs' ? ts.ModuleKind.CommonJS : ts.ModuleKind.ESNext,
          allowJs: true,
        },
        fileName: file,
      });
      // The scanner only reads .js, .ts and .html files.
      writeFileSync(ext === '.cjs' ? `${target.slice(0, -4)}.js` : target, outputText);
    } else {
      copyFileSync(file, target);
    }
  }
  // The Electron version comes from the project's package.json.
  copyFileSync(join(root, 'package.json'), join(scanDir, 'package.json'));
}

/** Minimal RFC 4180 reader for the scanner's CSV report. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field.trim());
      field = '';
    } else if (c === '\n') {
      row.push(field.trim());
      rows.push(row);
      row = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field.trim()]);
  return rows;
}

try {
  statSync(join(source, 'main', 'index.js'));
} catch {
  console.error('Nothing to scan: run `npm run build` first.');
  process.exit(2);
}
lowerBuild();
const report = join(scanDir, 'electronegativity.csv');
const cli = require.resolve('@doyensec/electronegativity/dist/index.js');
const electronPackage = JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as {
  version: string;
};
const electronVersion = electronPackage.version;
const runScan = (): SpawnSyncReturns<string> =>
  spawnSync(
    process.execPath,
    [
      '--import',
      join(root, 'scripts', 'security', 'offline-got.ts'),
      cli,
      '-i',
      scanDir,
      '-r',
      '-v',
      'false',
      '-e',
      electronVersion,
      '-o',
      report,
    ],
    { cwd: root, encoding: 'utf8' },
  );

/**
 * The scanner writes its CSV report with writes it does not wait for; on a loaded machine rows
 * have come out interleaved (a row's cells mixed with another's). Such a report is not read as
 * findings: the scan is run again, up to three times, and a report never whole fails the step.
 */
const wellFormed = (rows: string[][]): boolean => {
  const [head, ...body] = rows;
  const issue = (head ?? []).indexOf('issue');
  return (
    head !== undefined &&
    issue !== -1 &&
    body.every((r) => r.length === head.length && /^[A-Z_]+$/.test(r[issue] ?? ''))
  );
};
let run = runScan();
for (let attempt = 1; attempt < 3 && run.status === 0; attempt += 1) {
  let text: string;
  try {
    text = readFileSync(report, 'utf8');
  } catch {
    break;
  }
  if (wellFormed(parseCsv(text).filter((r) => r.length > 1))) break;
  console.error('Electronegativity wrote a garbled report; scanning again.');
  run = runScan();
}
const parseErrors = `${run.stdout}${run.stderr}`
  .split('\n')
  .filter((line) => line.startsWith('Error parsing'));
if (run.status !== 0 || parseErrors.length > 0) {
  console.error(`Electronegativity did not complete a full scan:\n${parseErrors.join('\n')}\n${run.stderr}`);
  process.exit(1);
}

interface Accepted {
  readonly check: string;
  readonly file: string;
  readonly reason: string;
}
const accepted = JSON.parse(
  readFileSync(join(root, 'build', 'electronegativity-accepted.json'), 'utf8'),
) as Accepted[];
const reportRows = parseCsv(readFileSync(report, 'utf8')).filter((r) => r.length > 1);
if (!wellFormed(reportRows)) {
  console.error('Electronegativity wrote a garbled report three times; its findings cannot be read.');
  process.exit(1);
}
const [header, ...rows] = reportRows;
const col = (name: string): number => (header ?? []).indexOf(name);
const findings = rows.map((r) => ({
  check: r[col('issue')] ?? '',
  severity: r[col('severity')] ?? '',
  confidence: r[col('confidence')] ?? '',
  file: r[col('filename')] ?? '',
  location: r[col('location')] ?? '',
}));
/**
 * Whether an accepted entry's file names `file`: exactly, or with `*` standing for the content
 * hash the bundler puts in a chunk's name (`main/chunks/postgres-sql-database-*.js`), which
 * changes with every edit of the chunk.
 */
function namesFile(pattern: string, file: string): boolean {
  if (pattern === '*' || pattern === file) return true;
  if (!pattern.includes('*')) return false;
  const parts = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[A-Za-z0-9_-]+')}$`).test(file);
}
const acceptance = (f: { check: string; file: string }): Accepted | undefined =>
  accepted.find((a) => a.check === f.check && namesFile(a.file, f.file));
const serious = findings.filter((f) => f.severity !== 'INFORMATIONAL');
const unaccepted = serious.filter((f) => acceptance(f) === undefined);
for (const f of findings) {
  const note = acceptance(f);
  console.log(
    `${f.severity.padEnd(13)} ${f.check} ${f.file}:${f.location}${note ? `  (accepted: ${note.reason})` : ''}`,
  );
}
console.log(
  `Electronegativity: ${findings.length} finding(s), ${serious.length} above informational, ${unaccepted.length} not accepted.`,
);
process.exit(unaccepted.length === 0 ? 0 : 1);
