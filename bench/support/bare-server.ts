// The baseline of the graph rows: a bare node:http server that reads each request and answers
// the same bytes, with nothing else on its way. In this process, or in a process of its own when
// the server it is compared with runs in one too (the v1-reports bench's `npm run service`), so
// that both answers cross the same process boundary to the same client.
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareServer {
  readonly url: string;
  close(): Promise<void>;
}

export type BareProcess = 'this-process' | 'own-process';

/** The whole server, as source: the same function runs here or in the child. */
function answerWith(answer: string): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(answer),
      });
      res.end(answer);
    });
  };
}

const childSource = `
const { createServer } = require('node:http');
const answer = process.env.BARE_ANSWER;
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(answer) });
    res.end(answer);
  });
});
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

export async function startBareServer(answer: string, where: BareProcess): Promise<BareServer> {
  if (where === 'this-process') {
    const server = createServer(answerWith(answer));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  const child = spawn(process.execPath, ['--input-type=commonjs', '-e', childSource], {
    env: { ...process.env, BARE_ANSWER: answer },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const m = /port (\d+)/.exec(out);
      if (m?.[1] !== undefined) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${String(code)}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
