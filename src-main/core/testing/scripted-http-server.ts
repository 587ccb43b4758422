import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface ScriptedAnswer {
  readonly status: number;
  readonly body?: string | object;
  readonly headers?: Record<string, string>;
}

export interface ScriptedHttpServer {
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Decides each answer from the request. */
  respond(handler: (request: RecordedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>): void;
  close(): Promise<void>;
}

/** Test support only: a loopback HTTP server that records requests and answers as scripted. */
export async function startScriptedHttpServer(): Promise<ScriptedHttpServer> {
  const requests: RecordedRequest[] = [];
  let handler: (request: RecordedRequest) => ScriptedAnswer | Promise<ScriptedAnswer> = () => ({
    status: 404,
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve(handler(request)).then((answer) => {
        const body =
          typeof answer.body === 'string'
            ? answer.body
            : answer.body === undefined
              ? ''
              : JSON.stringify(answer.body);
        res.writeHead(answer.status, {
          'Content-Type': typeof answer.body === 'object' ? 'application/json' : 'text/plain',
          ...answer.headers,
        });
        res.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    respond(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
