import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../testing/raw-request.ts';
import { startTestService, type TestService } from '../testing/test-service.ts';
import { headOverflowStatus } from './client-error.ts';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc.stop();
});

/** Writes `head` (and keeps writing `more` bytes of it) on a raw socket; answers all it reads. */
function rawExchange(head: string, trailing = ''): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(svc.service.port, '127.0.0.1');
    let got = '';
    socket.on('data', (chunk: Buffer) => (got += chunk.toString('latin1')));
    socket.on('error', (error) => reject(new Error(`${error.message} after reading ${JSON.stringify(got)}`)));
    socket.on('close', () => resolve(got));
    socket.write(head);
    if (trailing !== '') socket.end(trailing);
  });
}

const statusOf = (answer: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
const host = (): string => `127.0.0.1:${svc.service.port}`;

describe('a request head over 16 KB', () => {
  it('answers 414 with the v1 error body to a long v1 URL, read by the client while it still sends', async () => {
    const answer = await rawRequest(
      svc.service.port,
      'GET',
      `/t/acme/v1/time/projects?x=${'a'.repeat(1_000_000)}`,
      {},
      null,
    );
    expect(answer.status).toBe(414);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 414, code: 'PE01-9002' });
  });

  it('answers 414 to a request line just over the limit, on a raw socket', async () => {
    const answer = await rawExchange(`GET /v1/${'b'.repeat(20_000)} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    expect(statusOf(answer)).toBe(414);
    expect(bodyOf(answer)).toMatchObject({ status: 414, code: 'PE01-9002' });
  });

  it('answers a HEAD request with the status and no body', async () => {
    const answer = await rawExchange(`HEAD /v1/${'f'.repeat(20_000)} HTTP/1.1\r\nHost: ${host()}\r\n\r\n`);
    expect(statusOf(answer)).toBe(414);
    expect(answer.endsWith('\r\n\r\n')).toBe(true);
  });

  it('answers 431 to headers over the limit, with the plain body off the v1 paths', async () => {
    const answer = await rawExchange(
      `GET /graphql HTTP/1.1\r\nHost: ${host()}\r\nX-Big: ${'c'.repeat(20_000)}\r\n`,
      `X-More: ${'d'.repeat(500_000)}\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(431);
    expect(bodyOf(answer)).toEqual({ status: 431, error: 'The request head is larger than 16 KB' });
  });

  it('answers 431 to many small headers through node:http', async () => {
    const headers: Record<string, string> = {};
    for (let i = 0; i < 2_000; i++) headers[`x-h${i}`] = 'value';
    const answer = await rawRequest(svc.service.port, 'GET', '/t/acme/v1/time/projects', headers, null);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 431, code: 'PE01-9002' });
  });

  it('still answers a request that asked to close the connection and was followed by more bytes', async () => {
    const answer = await rawExchange(
      `GET /t/acme/v1/time/projects HTTP/1.1\r\nHost: ${host()}\r\nConnection: close\r\n\r\n""`,
    );
    expect(statusOf(answer)).toBe(400);
    expect(bodyOf(answer)).toMatchObject({ status: 400, code: 'PE01-1002' });
  });

  it('still answers a head just under the limit', async () => {
    const answer = await rawRequest(
      svc.service.port,
      'GET',
      `/health?x=${'e'.repeat(15_000)}`,
      { Host: host() },
      null,
    );
    expect(answer.status).toBe(200);
    expect(svc.errors).toEqual([]);
  });
});

describe('headOverflowStatus', () => {
  const overflow = (text: string, bytesParsed: number) => ({
    name: 'Error',
    message: 'Parse Error: Header overflow',
    code: 'HPE_HEADER_OVERFLOW',
    rawPacket: Buffer.from(text, 'latin1'),
    bytesParsed,
  });

  it('tells the request line from a header by the line break before where the parser stopped', () => {
    expect(headOverflowStatus(overflow(`GET /${'a'.repeat(100)}`, 100))).toBe(414);
    expect(headOverflowStatus(overflow(`GET / HTTP/1.1\r\nX: ${'a'.repeat(100)}`, 110))).toBe(431);
    // The break after the parser's stop belongs to a later line of the same chunk.
    expect(headOverflowStatus(overflow(`GET /${'a'.repeat(100)} HTTP/1.1\r\n`, 90))).toBe(414);
  });
});
