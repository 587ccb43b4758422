import { request } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly type: string;
  readonly body: string;
}

/**
 * One HTTP request to the loopback service through node:http rather than fetch, so that any
 * bytes in the path and any header values reach the server unnormalised: what fuzz tests need.
 */
export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | null,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, headers: { ...headers, Connection: 'close' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? '',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}
