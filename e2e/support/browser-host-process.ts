import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface BrowserHostProcess {
  readonly pageUrl: string;
  readonly origin: string;
  readonly userDataDir: string;
  /** Everything the process wrote, for assertions about what reaches logs. */
  readonly output: () => string;
  stop(): Promise<void>;
}

/**
 * Main follows the system's language (LANGUAGE, LC_ALL, LANG) as the page follows the browser's
 * (en-US): tests say English on any machine unless they ask for another language.
 */
const englishSystem = { LANGUAGE: '', LC_ALL: '', LC_MESSAGES: '', LANG: 'en_US.UTF-8' } as const;

/**
 * Starts the browser host exactly as `npm start` does on a machine without Electron: a separate
 * Node process serving the built renderer, with its own user-data folder.
 */
export async function startBrowserHostProcess(
  extraArgs: readonly string[] = [],
  options: { readonly env?: Readonly<Record<string, string>> } = {},
): Promise<BrowserHostProcess> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'stint-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['src-main/browser-host/main.ts', '--port', '0', '--user-data', userDataDir, '--no-open', ...extraArgs],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...englishSystem, ...options.env },
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));

  const pageUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`browser host did not start:\n${output}`)), 30_000);
    const check = (): void => {
      const match = /Open Stint at (\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`browser host exited with ${code}:\n${output}`));
    });
  });

  return {
    pageUrl,
    origin: new URL(pageUrl).origin,
    userDataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
