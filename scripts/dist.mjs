// `npm run dist`: installers for the current platform (Linux AppImage + deb, Windows NSIS,
// macOS dmg) with electron-builder and build/electron-builder.json. Packaging needs the Electron
// runtime; where it cannot be obtained this says so and builds nothing.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronDistDir } from './electron-runtime.mjs';
import { assertNode24 } from './node-version.mjs';

assertNode24();
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);

const dist = electronDistDir();
if (dist === null) {
  console.error(
    'Packaging needs the Electron runtime, which cannot be downloaded on this machine, so no installer was built. The configuration is checked by `npm test` (build/electron-builder.json).',
  );
  process.exit(1);
}
/**
 * @param {string} command
 * @param {string[]} args
 */
function step(command, args) {
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
step(bin('electron-vite'), ['build']);
// The runtime found above is packaged as is, so electron-builder downloads no second copy.
step(bin('electron-builder'), [
  '--config',
  'build/electron-builder.json',
  `-c.electronDist=${dist}`,
  ...process.argv.slice(2),
]);
