// `npm run service` as a separate process over a bench database (the real entry, so that its
// resident memory is the service's alone), and a v1 client signed in as the bench's owner.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { BenchDatabase } from './bench-database.ts';
import { serviceNodeOptions } from '../../src-service/testing/service-node-options.ts';
import { keepAliveClient } from './keep-alive-client.ts';
import { benchApplicationKey } from './million-records.ts';

export interface ServiceProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resident memory now, in MB (Linux /proc); 0 elsewhere. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Resident memory of a process in MB, from /proc (Linux); null elsewhere. */
function rssOf(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m === null ? null : Number(m[1]) / 1024;
  } catch {
    return null;
  }
}

/** Starts `npm run service` on a free port over the bench database. */
export function startServiceProcess(bench: BenchDatabase): Promise<ServiceProcess> {
  // What `npm run service` runs: the bundle, built first when a source changed.
  const cli = new URL('../../scripts/service.mjs', import.meta.url).pathname;
  const args = [...serviceNodeOptions(), cli, '--port', '0', ...bench.serveArgs, '--v1-token-ttl', '86400'];
  const child = spawn(process.execPath, args, {
    // From the bench folder, so that a PostgreSQL service's default mail folder lands there too.
    cwd: bench.dataDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m !== null) {
        resolve({
          url: m[1] as string,
          child,
          rssMb: () => rssOf(child.pid ?? 0) ?? 0,
          async stop() {
            if (child.exitCode === null) child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
  });
}

/** The bench account's v1 interface, signed in; each GET throws unless it is answered with 200. */
export interface V1BenchClient {
  /** The answer's text. */
  text(path: string): Promise<string>;
  /** The answer read to its last byte, undecoded (keep-alive-client.ts): what timed requests do. */
  receive(path: string): Promise<void>;
}

export async function v1Client(serviceUrl: string): Promise<V1BenchClient> {
  const base = `${serviceUrl}/t/bench/v1`;
  const login = await fetch(`${base}/auth/login?apikey=${benchApplicationKey}`, {
    headers: {
      Authorization: `Basic ${Buffer.from('user0@bench.example:bench-password').toString('base64')}`,
    },
  });
  const { token } = (await login.json()) as { token: string };
  // One kept-alive node:http connection, as the graph row uses: the figure is the server's time.
  // A kept-alive connection the server closes as a request is sent fails at once; an idempotent
  // GET is simply sent again (what any HTTP client does).
  const client = keepAliveClient();
  const getRetrying = async (path: string, how: 'get' | 'receive'): Promise<{ text: string }> => {
    const url = `${base}/${path}${path.includes('?') ? '&' : '?'}token=${token}`;
    let res: { status: number; text: string };
    try {
      res = await client[how](url);
    } catch {
      res = await client[how](url);
    }
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 200)}`);
    return res;
  };
  return {
    text: async (path) => (await getRetrying(path, 'get')).text,
    receive: async (path) => {
      await getRetrying(path, 'receive');
    },
  };
}
