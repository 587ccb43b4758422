// Builds the service bundle for the fingerprint given (service-bundle.mjs): into a folder of its
// own first, then each file moved into place under its content hash, and the manifest last, so
// that a bundle is complete before anyone can find it. Exit code 3: rolldown is not installed.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleDir, manifestPath, sourceEntry } from './service-bundle.mjs';

const fingerprint = process.argv[2];
if (fingerprint === undefined || !/^[0-9a-f]+$/.test(fingerprint)) {
  console.error('usage: build-service.mjs FINGERPRINT');
  process.exit(2);
}
/** @type {typeof import('rolldown')} */
let rolldown;
try {
  rolldown = await import('rolldown');
} catch {
  process.exit(3);
}
mkdirSync(bundleDir, { recursive: true });
// Beside the bundle folder, on the same file system: a rename into it is atomic.
const work = mkdtempSync(join(bundleDir, '..', 'service-building-'));
try {
  const output = await rolldown.build({
    input: sourceEntry,
    platform: 'node',
    // Packages stay where npm put them (the bundle is made of our own code only); the helpers the
    // compiler itself may call are bundled, since they are not a dependency of ours.
    external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('@oxc-project/runtime'),
    transform: { target: 'es2023' },
    output: {
      dir: work,
      format: 'esm',
      entryFileNames: 'cli-[hash].mjs',
      chunkFileNames: '[name]-[hash].mjs',
    },
    logLevel: 'warn',
  });
  const entry = output.output.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (entry === undefined) throw new Error('rolldown made no entry chunk');
  for (const name of readdirSync(work)) renameSync(join(work, name), join(bundleDir, name));
  const manifest = join(work, 'manifest.json');
  writeFileSync(manifest, `${JSON.stringify({ entry: entry.fileName })}\n`);
  renameSync(manifest, manifestPath(fingerprint));
} finally {
  rmSync(work, { recursive: true, force: true });
}
