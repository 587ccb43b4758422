// Where the Electron runtime is, when it can be had. `npm start` and `npm run dist` both need it;
// on machines that cannot download it, both say so instead of failing deep inside a tool.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** @returns {string | null} the Electron executable, downloading it once if allowed and possible */
export function electronBinary() {
  const electronDir = dirname(require.resolve('electron/package.json'));
  const pathFile = join(electronDir, 'path.txt');
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : 'electron';
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  if (override) return existsSync(join(override, relative)) ? join(override, relative) : null;
  if (existsSync(pathFile) && existsSync(join(electronDir, 'dist', relative))) {
    return join(electronDir, 'dist', relative);
  }
  if (process.env['STINT_NO_ELECTRON_DOWNLOAD'] === '1') return null;
  // electron's own installer fetches the runtime; where that is impossible it fails fast.
  const install = spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: 'ignore',
    timeout: 180_000,
  });
  if (install.status === 0 && existsSync(pathFile)) {
    const installed = join(electronDir, 'dist', readFileSync(pathFile, 'utf8'));
    return existsSync(installed) ? installed : null;
  }
  return null;
}

/** The unpacked Electron distribution folder, for electron-builder to package without a download. */
export function electronDistDir() {
  const binary = electronBinary();
  if (binary === null) return null;
  const override = process.env['ELECTRON_OVERRIDE_DIST_PATH'];
  return override ?? join(dirname(require.resolve('electron/package.json')), 'dist');
}
