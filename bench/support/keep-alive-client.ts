// A plain node:http client on one kept-alive connection: what the graph row of issue 20 measures
// with, so that the ratio compares servers, not fetch's own overhead.
import { Agent, request } from 'node:http';

export interface KeepAliveClient {
  post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }>;
  close(): void;
}

export function keepAliveClient(): KeepAliveClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    post(url, headers, body) {
      return new Promise((resolve, reject) => {
        const req = request(
          url,
          { method: 'POST', agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(body) } },
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
    },
    close() {
      agent.destroy();
    },
  };
}
