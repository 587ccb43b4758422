// The team server's JavaScript: `npm run service` runs src-service/cli.ts bundled into plain
// JavaScript, so that its process does not load Node's TypeScript stripper (about 20 MB of the
// service's resident memory, a WebAssembly compiler it would keep for nothing). The bundle is
// made again whenever a source changed, by a child process (rolldown's memory is not the
// service's), and is content-addressed: instances started together may each build, and none can
// read a file another is still writing.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/**
 * Two levels under the repository, as src-service/cli.ts is: the service finds package.json
 * (its version) by the same relative path from either.
 */
export const bundleDir = join(repoRoot, '.tsbuild', 'service');
export const sourceEntry = join(repoRoot, 'src-service', 'cli.ts');

/** The folders whose files make the bundle, and the lock file naming the bundled packages' versions. */
const sourceFolders = ['src-service', 'src-shared'];

/**
 * @param {string} folder
 * @param {string[]} found
 */
function sourceFiles(folder, found) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

/** Which sources the bundle is made of, as they are now: their paths, sizes and change times. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  const files = sourceFolders.flatMap((folder) => sourceFiles(join(repoRoot, folder), [])).sort();
  for (const file of [...files, join(repoRoot, 'package-lock.json')]) {
    const stat = statSync(file);
    hash.update(`${relative(repoRoot, file)}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 24);
}

/** @param {string} fingerprint */
export const manifestPath = (fingerprint) => join(bundleDir, `manifest-${fingerprint}.json`);

/**
 * The bundle's entry for the sources as they are, built first when they changed; null when it
 * cannot be built here (rolldown, a development dependency, is not installed): the caller then
 * runs the TypeScript sources, which behave the same.
 * @returns {string | null}
 */
export function serviceBundleEntry() {
  const fingerprint = sourceFingerprint();
  const built = readEntry(fingerprint);
  if (built !== null) return built;
  const run = spawnSync(
    process.execPath,
    [join(repoRoot, 'scripts', 'service', 'build-service.mjs'), fingerprint],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (run.status === 3) return null;
  if (run.status !== 0) throw new Error(`building the service failed:\n${run.stderr}`);
  const entry = readEntry(fingerprint);
  if (entry === null) throw new Error('building the service left no bundle');
  return entry;
}

/**
 * @param {string} fingerprint
 * @returns {string | null}
 */
function readEntry(fingerprint) {
  const manifest = manifestPath(fingerprint);
  if (!existsSync(manifest)) return null;
  /** @type {unknown} */
  const parsed = JSON.parse(readFileSync(manifest, 'utf8'));
  const entry =
    typeof parsed === 'object' && parsed !== null && 'entry' in parsed && typeof parsed.entry === 'string'
      ? parsed.entry
      : null;
  if (entry === null) return null;
  const path = join(bundleDir, entry);
  return existsSync(path) ? path : null;
}
