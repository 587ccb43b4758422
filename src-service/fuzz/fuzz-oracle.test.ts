import { describe, expect, it } from 'vitest';
import { judge } from './fuzz-oracle.ts';
import type { FuzzAnswer, FuzzRequest } from './fuzz-request.ts';

const v1Get: FuzzRequest = {
  family: 'test',
  method: 'GET',
  path: '/t/acme/v1/time/projects',
  headers: [],
  body: null,
};

const answer = (status: number, body: string, more: Partial<FuzzAnswer> = {}): FuzzAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body,
  ms: 5,
  networkError: null,
  truncated: false,
  ...more,
});

const v1Refusal = '{"status":400,"code":"PE01-1105","message":"Wrong parameters","description":"x"}';

describe('what the fuzz harness counts as a bug', () => {
  it('passes a deliberate refusal with the v1 error body', () => {
    expect(judge(v1Get, answer(400, v1Refusal))).toEqual([]);
    expect(judge(v1Get, answer(200, '[]'))).toEqual([]);
  });

  it('flags a server error once, though its body names PE01-9001', () => {
    expect(
      judge(
        v1Get,
        answer(500, '{"status":500,"code":"PE01-9001","message":"Unhandled error","description":"x"}'),
      ),
    ).toEqual(['server-error']);
  });

  it('flags stack frames, source paths and engine errors in any answer', () => {
    const leaks = [
      'Error: x\n    at handle (file:///work/stint/src-service/v1/http/v1-routes.ts:80:5)',
      '{"error":"boom at Object.run (/srv/app/x.js:1:1)"}',
      '{"error":"TypeError: view is not a function"}',
      '{"error":"SqliteError: UNIQUE constraint failed"}',
      '{"error":"duplicate key value violates unique constraint \\"users_email_key\\""}',
      '{"error":"operator does not exist: text = bigint"}',
      '{"error":"bigint out of range"}',
      '{"code":"PE01-9001"}',
    ];
    for (const body of leaks) expect(judge(v1Get, answer(400, body)), body).toContain('stack-trace');
  });

  it('flags a GraphQL internal error even with status 200', () => {
    const body =
      '{"errors":[{"message":"Internal error","extensions":{"code":"INTERNAL_ERROR"}}],"data":null}';
    expect(judge({ ...v1Get, path: '/graphql' }, answer(200, body))).toEqual(['graphql-internal']);
  });

  it('flags no answer, a slow answer and a v1 refusal without the v1 body', () => {
    expect(judge(v1Get, answer(0, '', { networkError: 'ECONNRESET' }))).toEqual(['no-answer']);
    expect(judge(v1Get, answer(200, '[]', { ms: 2500 }))).toEqual(['slow']);
    expect(judge(v1Get, answer(404, '{"error":"Not found"}'))).toEqual(['bad-v1-error-body']);
    // Off the v1 paths, or a body cut short by the harness, the v1 shape is not required.
    expect(judge({ ...v1Get, path: '/graphql' }, answer(404, '{"error":"Not found"}'))).toEqual([]);
    expect(judge(v1Get, answer(400, '{"status":400,"code', { truncated: true }))).toEqual([]);
  });

  it('does not judge a request node:http refused to send', () => {
    expect(judge(v1Get, answer(-1, '', { networkError: 'Invalid character in header' }))).toEqual([]);
  });
});
