// A plain node:http client on one kept-alive connection: what the rows of issue 20 measure with,
// so that a figure is the server's time, not fetch's own overhead (about 2 ms on a 500 KB answer).
import { Agent, request } from 'node:http';

export interface KeepAliveClient {
  get(url: string): Promise<{ status: number; text: string }>;
  post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }>;
  close(): void;
}

export function keepAliveClient(): KeepAliveClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (
    url: string,
    method: 'GET' | 'POST',
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; text: string }> =>
    new Promise((resolve, reject) => {
      const req = request(
        url,
        { method, agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  return {
    get: (url) => send(url, 'GET', {}, ''),
    post: (url, headers, body) => send(url, 'POST', headers, body),
    close() {
      agent.destroy();
    },
  };
}
