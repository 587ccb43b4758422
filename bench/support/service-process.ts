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

/** Signs in to the bench account's v1 interface; answers a GET that throws unless 200. */
export async function v1Client(serviceUrl: string): Promise<(path: string) => Promise<string>> {
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
  const getRetrying = async (url: string): Promise<{ status: number; text: string }> => {
    try {
      return await client.get(url);
    } catch {
      return client.get(url);
    }
  };
  return async (path) => {
    const res = await getRetrying(`${base}/${path}${path.includes('?') ? '&' : '?'}token=${token}`);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 200)}`);
    return res.text;
  };
}
