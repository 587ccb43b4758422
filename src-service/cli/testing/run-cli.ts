import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../../cli.ts', import.meta.url));

/** How a `npm run service -- …` process ended, with what it printed. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The environment of a CLI process under test: the test's own, without a database or mail
 * server of the machine's (`STINT_DATABASE_URL`, `STINT_SMTP_URL`) unless `env` names one.
 */
export function cliEnv(env: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const merged = { ...process.env, ...env };
  if (env['STINT_DATABASE_URL'] === undefined) delete merged['STINT_DATABASE_URL'];
  if (env['STINT_SMTP_URL'] === undefined) delete merged['STINT_SMTP_URL'];
  return merged;
}

/** Runs `src-service/cli.ts` with `args` as its own process, `input` on its stdin. */
export function runCli(
  args: readonly string[],
  options: { readonly input?: string; readonly env?: Record<string, string>; readonly cwd?: string } = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
      env: cliEnv(options.env),
      cwd: options.cwd ?? process.cwd(),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}
