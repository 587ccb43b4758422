import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServiceProcess {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly output: () => string;
  /** Stops the process and removes its data. */
  stop(): Promise<void>;
  /** Stops the process (SIGTERM) and keeps its data, to start again on the same port. */
  halt(): Promise<void>;
}

/**
 * Starts `npm run service` exactly as an operator would (same entry), on a free port, or on the
 * port and data folder of an earlier run (a restart).
 */
export async function startServiceProcess(
  extraArgs: readonly string[] = [],
  again?: { readonly dataDir: string; readonly port: number },
): Promise<ServiceProcess> {
  const dataDir = again?.dataDir ?? mkdtempSync(join(tmpdir(), 'stint-e2e-service-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['src-service/cli.ts', '--port', String(again?.port ?? 0), '--data', dataDir, ...extraArgs],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`service did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', () => {
      const match = /stint service listening on (\S+)/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}:\n${output}`));
    });
  });
  const halt = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    }
  };
  return {
    url,
    port: Number(new URL(url).port),
    dataDir,
    output: () => output,
    halt,
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
