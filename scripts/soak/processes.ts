import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Output kept per process, for the failure report: the tail is what explains a crash. */
const keptOutputChars = 20_000;

/** A child process of the soak that can be killed with SIGKILL at any moment. */
export interface SoakProcess {
  /** What it printed, the newest part. */
  output(): string;
  readonly alive: boolean;
  /** SIGKILL, and resolves once the process is gone (its files are closed by the kernel). */
  kill(): Promise<void>;
}

interface Started {
  readonly process: SoakProcess;
  readonly match: RegExpExecArray;
}

function startNode(args: readonly string[], ready: RegExp, what: string): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_NO_WARNINGS: '1' },
  });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output += chunk.toString('utf8');
    if (output.length > keptOutputChars * 2) output = output.slice(-keptOutputChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const soakProcess: SoakProcess = {
    output: () => output,
    get alive() {
      return child.exitCode === null && child.signalCode === null;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${what} did not start within 60 s:\n${output.slice(-4000)}`));
    }, 60_000);
    const check = (): void => {
      const match = ready.exec(output);
      if (match === null) return;
      clearTimeout(timer);
      child.stdout?.off('data', check);
      resolve({ process: soakProcess, match });
    };
    child.stdout?.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code ?? signal}) before it was ready:\n${output.slice(-4000)}`));
    });
  });
}

export interface ServiceChild extends SoakProcess {
  readonly url: string;
  readonly port: number;
}

/**
 * `npm run service -- --seed demo` on `dataDir`; port 0 picks one, a restart passes the old one.
 * `publicUrl` is the address clients use (the soak's gate in front of it).
 */
export async function startService(dataDir: string, port: number, publicUrl: string): Promise<ServiceChild> {
  const started = await startNode(
    [
      'src-service/cli.ts',
      '--seed',
      'demo',
      '--port',
      String(port),
      '--data',
      dataDir,
      '--public-url',
      publicUrl,
    ],
    /stint service listening on (\S+)/,
    'the service',
  );
  const url = started.match[1] ?? '';
  return Object.assign(started.process, { url, port: Number(new URL(url).port) });
}

export interface CoreChild extends SoakProcess {
  /** The page address with this launch's key: what the bridge client opens. */
  readonly pageUrl: string;
}

/**
 * The app's core as the browser host runs it (no browser): sign-in addresses are printed, not
 * opened, so the soak can follow them itself.
 */
export async function startCore(userDataDir: string, backendUrl: string): Promise<CoreChild> {
  const started = await startNode(
    [
      'src-main/browser-host/main.ts',
      '--port',
      '0',
      '--user-data',
      userDataDir,
      '--no-open',
      '--backend-url',
      backendUrl,
      '--external-urls',
      'print',
    ],
    /Open Stint at (\S+)/,
    'the browser host',
  );
  return Object.assign(started.process, { pageUrl: started.match[1] ?? '' });
}
