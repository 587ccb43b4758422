// `npm start` / `npm run dev`: the desktop app under Electron when its runtime can be obtained,
// otherwise the same core and renderer through the browser host.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronBinary } from './electron-runtime.mjs';
import { assertNode24 } from './node-version.mjs';

assertNode24();
const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const dev = args.includes('--dev');
const passThrough = args.filter((a) => a !== '--dev');
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);

/**
 * @param {string} command
 * @param {string[]} commandArgs
 */
function run(command, commandArgs) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

if (electronBinary() !== null) {
  run(bin('electron-vite'), [dev ? 'dev' : 'preview', ...(passThrough.length ? ['--', ...passThrough] : [])]);
} else {
  console.log(
    'The Electron runtime cannot be obtained on this machine, so Stint starts in your browser instead (same app, same data).',
  );
  const build = spawnSync(bin('electron-vite'), ['build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    console.error('Building the app failed; see the messages above.');
    process.exit(1);
  }
  if (dev) {
    // Rebuild the renderer on change; reload the page to see it.
    const watcher = spawn(bin('electron-vite'), ['build', '--watch'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    process.on('exit', () => watcher.kill());
  }
  run(process.execPath, [join(root, 'src-main', 'browser-host', 'main.ts'), ...passThrough]);
}
