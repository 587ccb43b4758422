import type { ServerResponse } from 'node:http';
import { allMethods, type RequestContext } from '../../http/router.ts';
import type { RouteModule } from '../../http/route-module.ts';
import type { ServiceContext } from '../../service-context.ts';
import { constraintViolation, isIntegerOverflow } from '../../storage/sql-errors.ts';
import { parseBooleanParam } from '../query/query-params.ts';
import { checkCallback, chooseFormat, resolveMethod, type WireFormat } from '../wire/negotiate.ts';
import { V1Error } from '../wire/v1-error.ts';
import { sendV1, sendV1Error, type ResponseOptions } from '../wire/v1-response.ts';
import { accountByUrl } from './account-lookup.ts';
import { dispatch } from './v1-dispatch.ts';
import type { V1Request } from './v1-context.ts';

function splitPath(rest: string): { segments: string[]; suffix: WireFormat | null } {
  const raw = rest === '' ? [] : rest.split('/');
  const segments: string[] = [];
  for (const part of raw) {
    if (part === '') continue;
    try {
      segments.push(decodeURIComponent(part));
    } catch {
      throw new V1Error('PE01-9004', 'The path is not correctly percent-encoded');
    }
  }
  let suffix: WireFormat | null = null;
  const last = segments.at(-1);
  const m = last === undefined ? null : /^(.+)\.(json|xml)$/i.exec(last);
  if (m !== null) {
    segments[segments.length - 1] = m[1] as string;
    suffix = (m[2] as string).toLowerCase() as WireFormat;
  }
  return { segments, suffix };
}

/** PostgreSQL refusing text it cannot hold (U+0000): SQLSTATE 22021 character_not_in_repertoire. */
function isUnstorableText(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '22021';
}

/** The database refusing a write is bad input that validation did not catch, never a server fault. */
function databaseError(error: unknown): V1Error | null {
  if (constraintViolation(error) !== null || isUnstorableText(error))
    return new V1Error('PE01-1104', 'The data breaks a rule of the account (a constraint)');
  if (isIntegerOverflow(error)) return new V1Error('PE01-9002', 'A sum exceeds the 64-bit range');
  return null;
}

async function handle(
  service: ServiceContext,
  context: RequestContext,
  accountParam: string | null,
): Promise<void> {
  const { req, res, url, rest } = context;
  const query = url.searchParams;
  let response: ResponseOptions = {
    format: 'json',
    callback: null,
    suppressResponseCode: query.get('suppress_response_code') === 'true',
  };
  try {
    const { segments, suffix } = splitPath(rest);
    const format = chooseFormat({ format: query.get('format'), suffix, accept: req.headers.accept });
    response = { ...response, format };
    response = {
      format,
      callback: checkCallback(query.get('callback'), format),
      suppressResponseCode: parseBooleanParam('suppress_response_code', query.get('suppress_response_code')),
    };
    const method = resolveMethod(
      req.method,
      query.get('method'),
      req.headers['x-http-method-override'] as string | undefined,
    );
    let account = null;
    if (accountParam !== null) {
      account = (await accountByUrl(service.db, accountParam)) ?? null;
      if (account === null) throw new V1Error('PE01-1005', `No account at ${accountParam}`);
    }
    const request: V1Request = { service, req, res, url, query, account, segments, method, response };
    const result = await dispatch(request);
    sendV1(res, result.status, result.body, response, result.headers);
  } catch (error) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    // A body refused part-way (too large) is not read further: the connection ends with the answer.
    if (!req.complete) res.setHeader('Connection', 'close');
    if (error instanceof V1Error) {
      sendV1Error(res, error, response);
      return;
    }
    const mapped = databaseError(error);
    if (mapped !== null) {
      sendV1Error(res, mapped, response);
      return;
    }
    service.reportError(error);
    sendV1Error(res, new V1Error('PE01-9001', 'The service could not complete the request'), response);
  }
}

/**
 * The v1 interface: `{public_url}/v1/...` for registration and password requests, and
 * `{public_url}/t/{account}/v1/...` for everything of one account (addendum A).
 */
export const v1Routes: RouteModule = (router, service) => {
  router.add(allMethods, '/v1', (c) => handle(service, c, null));
  router.add(allMethods, '/v1/*', (c) => handle(service, c, null));
  router.add(allMethods, '/t/:account/v1', (c) => handle(service, c, c.params['account'] ?? ''));
  router.add(allMethods, '/t/:account/v1/*', (c) => handle(service, c, c.params['account'] ?? ''));
  // A failure outside handle (before it could answer) still gets a v1 error body on v1 paths.
  for (const pattern of ['/v1', '/v1/*', '/t/*']) {
    router.answerFailures(pattern, sendV1Failure).refusalBodies(pattern, v1RefusalBody);
  }
};

/** A request refused before routing (bad HTTP, a head over 16 KB) on a v1 path: v1's error body. */
function v1RefusalBody(status: number, description: string): string {
  const code = status === 400 ? 'PE01-9004' : 'PE01-9002';
  return JSON.stringify(new V1Error(code, description, undefined, { status }).toBody());
}

function sendV1Failure(res: ServerResponse, url: URL): void {
  sendV1Error(res, new V1Error('PE01-9001', 'The service could not complete the request'), {
    format: 'json',
    callback: null,
    suppressResponseCode: url.searchParams.get('suppress_response_code') === 'true',
  });
}
