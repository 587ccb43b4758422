import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V1Error } from './v1-error.ts';
import { encodeJson, sendV1, sendV1Error, type ResponseOptions, type V1Body } from './v1-response.ts';
import { WireDate } from './wire-values.ts';
import { decodeXml } from './xml-decode.ts';

// A real loopback server answering what the query asks, so headers and status are checked as a
// client sees them.
let server: Server;
let base: string;
let sentCalls = 0;
const listValue = [{ id: 'a', name: 'Ä & <b>', begins: new WireDate(Date.UTC(2024, 1, 29)), note: null }];

beforeAll(async () => {
  server = createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams;
    const options: ResponseOptions = {
      format: q.get('format') === 'xml' ? 'xml' : 'json',
      callback: q.get('callback'),
      suppressResponseCode: q.get('suppress_response_code') === 'true',
    };
    if (q.get('error') !== null) {
      sendV1Error(
        res,
        new V1Error('PE01-1104', 'Project.owner - NotNull(may not be null)', [
          {
            entityPath: '',
            entityType: 'Project',
            field: 'owner',
            constraint: 'NotNull',
            message: 'may not be null',
          },
        ]),
        options,
      );
      return;
    }
    const bodies: Record<string, V1Body> = {
      empty: { kind: 'empty' },
      text: { kind: 'text', text: '42' },
      data: {
        kind: 'data',
        root: 'list',
        item: 'project',
        value: [{ id: 'a', name: 'Ä & <b>', begins: new WireDate(Date.UTC(2024, 1, 29)), note: null }],
      },
      json: {
        kind: 'json',
        bytes: Buffer.from(encodeJson(listValue), 'utf8'),
        sent: () => {
          sentCalls += 1;
        },
      },
    };
    sendV1(res, Number(q.get('status') ?? 200), bodies[q.get('body') ?? 'data'] as V1Body, options);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('sendV1', () => {
  it('sends JSON encoded beforehand exactly as it sends the value, as JSON and as JSONP', async () => {
    for (const query of ['', '&callback=cb']) {
      const viaValue = await fetch(`${base}?body=data${query}`);
      const viaBytes = await fetch(`${base}?body=json${query}`);
      expect(viaBytes.headers.get('content-type')).toBe(viaValue.headers.get('content-type'));
      expect(viaBytes.headers.get('content-length')).toBe(viaValue.headers.get('content-length'));
      expect(Buffer.from(await viaBytes.arrayBuffer())).toEqual(Buffer.from(await viaValue.arrayBuffer()));
    }
    // Each lent buffer went back once its answer was written.
    expect(sentCalls).toBe(2);
  });

  it('writes JSON with /Date(ms)/ dates, UTF-8, uncached and sniff-proof', async () => {
    const res = await fetch(`${base}?body=data`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(
      `[{"id":"a","name":"Ä & <b>","begins":"/Date(${Date.UTC(2024, 1, 29)})/","note":null}]`,
    );
  });

  it('writes real XML with ISO dates that reads back', async () => {
    const res = await fetch(`${base}?body=data&format=xml`);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const text = await res.text();
    expect(text).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><list><project><id>a</id><name>Ä &amp; &lt;b&gt;</name>' +
        '<begins>2024-02-29T00:00:00.000Z</begins><note nil="true"/></project></list>',
    );
    expect(decodeXml(text)).toEqual({
      project: { id: 'a', name: 'Ä & <b>', begins: '2024-02-29T00:00:00.000Z', note: null },
    });
  });

  it('answers 204 without a body, and 200 with an empty one when response codes are suppressed', async () => {
    const res = await fetch(`${base}?body=empty&status=204`);
    expect(res.status).toBe(204);
    expect(res.headers.get('content-type')).toBeNull();
    expect(await res.text()).toBe('');
    const suppressed = await fetch(`${base}?body=empty&status=204&suppress_response_code=true`);
    expect(suppressed.status).toBe(200);
    expect(suppressed.headers.get('content-length')).toBe('0');
  });

  it('answers $count-style text as text/plain', async () => {
    const res = await fetch(`${base}?body=text`);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe('42');
  });

  it('wraps JSONP in the callback, with the real status unless suppressed', async () => {
    const res = await fetch(`${base}?body=data&callback=app.done`);
    expect(res.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(await res.text()).toMatch(/^\/\*\*\/ app\.done\(\[\{"id":"a".*\}\]\);$/);
    const failed = await fetch(`${base}?error=1&callback=cb`);
    expect(failed.status).toBe(412);
    const suppressed = await fetch(`${base}?error=1&callback=cb&suppress_response_code=true`);
    expect(suppressed.status).toBe(200);
    const text = await suppressed.text();
    const json = JSON.parse(text.slice('/**/ cb('.length, -2)) as Record<string, unknown>;
    expect(json).toMatchObject({ status: 412, code: 'PE01-1104' });
  });
});

describe('sendV1Error', () => {
  it('writes the addendum error body in JSON', async () => {
    const res = await fetch(`${base}?error=1`);
    expect(res.status).toBe(412);
    expect(await res.json()).toEqual({
      status: 412,
      code: 'PE01-1104',
      message: 'Validation error',
      description: 'Project.owner - NotNull(may not be null)',
      constraintViolations: [
        {
          entityPath: '',
          entityType: 'Project',
          field: 'owner',
          constraint: 'NotNull',
          message: 'may not be null',
        },
      ],
    });
  });

  it('and in XML', async () => {
    const res = await fetch(`${base}?error=1&format=xml`);
    expect(decodeXml(await res.text())).toEqual({
      status: '412',
      code: 'PE01-1104',
      message: 'Validation error',
      description: 'Project.owner - NotNull(may not be null)',
      constraintViolations: {
        constraintViolation: {
          entityPath: '',
          entityType: 'Project',
          field: 'owner',
          constraint: 'NotNull',
          message: 'may not be null',
        },
      },
    });
  });
});
