import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startV1, type V1TestClient } from '../testing/v1-test-client.ts';
import { maxFileBytes } from './file-routes.ts';

let c: V1TestClient;
let aliceToken: string;
let bobToken: string;
let bobId: string;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  c = await startV1();
  bobToken = await c.login('bob@example.com', 'bob-password');
  bobId = ((await c.request('GET', 'users/@self')).json as { id: string }).id;
  aliceToken = await c.login('alice@example.com', 'alice-password');
});
afterAll(async () => {
  expect(c.service.errors).toEqual([]);
  await c.service.stop();
});

const upload = (path: string, body: Buffer, type = 'image/png', token = aliceToken) =>
  c.request('POST', `${path}/upload?filename=sig.png&response_object=true`, {
    raw: body,
    headers: { 'Content-Type': type },
    token,
  });

describe('signatures and logos', () => {
  it('uploads, describes and downloads a signature byte for byte', async () => {
    expect((await c.request('GET', 'users/@self/signature')).json).toMatchObject({
      status: 404,
      code: 'PE01-1101',
    });
    const res = await upload('users/@self/signature', png);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      fileName: 'sig.png',
      contentType: 'image/png',
      contentSize: png.length,
    });
    expect((await c.request('GET', 'users/@self/signature')).json).toMatchObject({ contentSize: png.length });
    const download = await fetch(`${c.base()}/users/@self/signature/download?token=${aliceToken}`);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-length')).toBe(String(png.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(png)).toBe(true);
  });

  it("lets a user change only their own signature; the owner changes anyone's and the logo", async () => {
    const selfId = ((await c.request('GET', 'users/@self')).json as { id: string }).id;
    expect((await upload(`users/${selfId}/signature`, png, 'image/png', bobToken)).json).toMatchObject({
      status: 403,
      code: 'PE01-1008',
    });
    expect((await upload('accounts/@own/logo', png, 'image/png', bobToken)).status).toBe(403);
    expect((await upload(`users/${bobId}/signature`, png)).status).toBe(201);
    expect((await upload('accounts/@own/logo', png)).status).toBe(201);
    expect((await c.request('GET', 'accounts/@own/logo', { token: bobToken })).json).toMatchObject({
      contentType: 'image/png',
    });
  });

  it('refuses any upload from a read-only member, their own signature included', async () => {
    expect((await upload('users/@self/signature', png, 'image/png', bobToken)).json).toMatchObject({
      status: 403,
      code: 'PE01-1008',
    });
    expect((await upload(`users/${bobId}/signature`, png, 'image/png', bobToken)).json).toMatchObject({
      status: 403,
      code: 'PE01-1008',
    });
  });

  it('checks the content type against the bytes', async () => {
    expect((await upload('users/@self/signature', png, 'image/svg+xml')).json).toMatchObject({
      status: 406,
      code: 'PE01-9005',
    });
    expect(
      (await upload('users/@self/signature', Buffer.from('not an image'), 'image/png')).json,
    ).toMatchObject({ code: 'PE01-1104' });
  });

  it('refuses files over the documented limit with 412 PE01-1109, declared or streamed', async () => {
    const big = Buffer.alloc(maxFileBytes + 1, 1);
    png.copy(big);
    expect((await upload('users/@self/signature', big)).json).toMatchObject({
      status: 412,
      code: 'PE01-1109',
    });
    // Chunked, with no Content-Length: counted while it streams in.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${c.base()}/users/@self/signature/upload?token=${aliceToken}`,
        { method: 'POST', headers: { 'Content-Type': 'image/png', 'Transfer-Encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write(Buffer.alloc(64 * 1024, 2));
      req.end();
    });
    expect(status).toBe(412);
    expect((await c.request('GET', 'users/@self/signature')).json).toMatchObject({ contentSize: png.length });
  });
});
