import { authenticate, login, refresh } from '../auth/v1-auth.ts';
import { exchange } from '../auth/v1-exchange.ts';
import { behaviorOf } from '../behaviors/behaviors.ts';
import {
  checkId,
  countResult,
  createResult,
  deleteResult,
  dummyResult,
  innerCollectionResult,
  listResult,
  metadataResult,
  objectResult,
  setResult,
  summaryResult,
  updateResult,
} from '../engine/crud.ts';
import { readOne } from '../engine/record-reader.ts';
import type { ResourceCall } from '../engine/resource-call.ts';
import { purgeResult, restoreResult } from '../engine/trash-results.ts';
import { fileResult } from '../files/file-routes.ts';
import { registrationResult } from '../registration/registration-routes.ts';
import { reportResult } from '../reports/report-routes.ts';
import { fieldOf, resolveResourcePath, resources } from '../resources/registry.ts';
import { rateLimitedError, V1Error } from '../wire/v1-error.ts';
import type { Caller, V1Request, V1Result } from './v1-context.ts';

function unrecognized(request: V1Request): V1Error {
  return new V1Error(
    'PE01-9004',
    `${request.method} /v1/${request.segments.join('/')} is not an operation of the interface`,
  );
}

function only(request: V1Request, ...methods: string[]): void {
  if (!methods.includes(request.method)) throw unrecognized(request);
}

/**
 * Routes one v1 request: the unauthenticated resources (login, refresh, registration, password
 * confirmation) first, then everything else with the caller from the `token` parameter.
 */
export async function dispatch(request: V1Request): Promise<V1Result> {
  const [first, second] = request.segments;
  if (first === 'auth') {
    if (second === 'login' && request.segments.length === 2) {
      only(request, 'GET', 'POST');
      return login(request);
    }
    if (second === 'refreshtoken' && request.segments.length === 2) {
      only(request, 'GET', 'POST');
      return refresh(request);
    }
    if (second === 'exchange' && request.segments.length === 2) {
      only(request, 'POST');
      return exchange(request);
    }
  }
  const registration = await registrationResult(request);
  if (registration !== null) return registration;
  if (request.account === null) {
    if (
      first !== undefined &&
      (resolveResourcePath(request.segments) !== null || first === 'time' || first === 'auth')
    ) {
      throw new V1Error('PE01-1003', 'This resource belongs to an account: use {public_url}/t/{account}/v1');
    }
    throw new V1Error('PE01-9003', `No v1 resource at /v1/${request.segments.join('/')}`);
  }
  const caller = await authenticate(request);
  const wait =
    (await request.service.v1RateLimiter?.take(`${caller.organization.id}:${caller.userId}`)) ?? null;
  if (wait !== null) throw rateLimitedError(wait);
  return tenantDispatch(request, caller);
}

async function tenantDispatch(request: V1Request, caller: Caller): Promise<V1Result> {
  const segments = request.segments;
  const report = await reportResult(request, caller);
  if (report !== null) return report;
  const file = await fileResult(request, caller);
  if (file !== null) return file;
  const resolved = resolveResourcePath(segments);
  if (resolved === null) throw new V1Error('PE01-9003', `No v1 resource at /v1/${segments.join('/')}`);
  const call: ResourceCall = {
    request,
    caller,
    resource: resolved.resource,
    behavior: behaviorOf(resolved.resource.name),
  };
  return resourceDispatch(call, resolved.rest);
}

function resolveId(call: ResourceCall, raw: string): string {
  if (raw.startsWith('@')) {
    const id = call.behavior.idAlias?.(call, raw) ?? null;
    if (id === null) throw new V1Error('PE01-9003', `No view ${raw} of ${call.resource.type}`);
    return id;
  }
  checkId(call.resource, raw);
  return raw;
}

async function resourceDispatch(call: ResourceCall, rest: readonly string[]): Promise<V1Result> {
  const { request, resource, behavior } = call;
  const [a, b, ...more] = rest;
  if (a === undefined) {
    if (request.method === 'GET') return listResult(call);
    if (request.method === 'POST') return createResult(call);
    throw unrecognized(request);
  }
  if (b === undefined) {
    switch (a) {
      case '$count':
        only(request, 'GET');
        return countResult(call);
      case '$metadata':
        only(request, 'GET');
        return metadataResult(call);
      case '$dummy':
        only(request, 'GET');
        return dummyResult(call);
      case 'summary':
        only(request, 'GET');
        return summaryResult(call);
      case '@deleted':
        only(request, 'GET');
        if (!resource.trashable)
          throw new V1Error('PE01-9003', `${resource.type} records do not go to the trash`);
        return listResult(call, [], 'trashed');
    }
    const view = behavior.views?.get(a);
    if (view !== undefined) {
      only(request, 'GET');
      return view(call);
    }
    const action = behavior.collectionActions?.get(a);
    if (action !== undefined) {
      only(request, action.method);
      return action.run(call);
    }
    const id = resolveId(call, a);
    switch (request.method) {
      case 'GET':
        return objectResult(call, id);
      case 'PUT':
        return updateResult(call, id);
      case 'DELETE':
        return resource.name === 'trash' ? purgeResult(call, id) : deleteResult(call, id);
      default:
        throw unrecognized(request);
    }
  }
  const id = resolveId(call, a);
  if (more.length === 0) {
    if (b === '$set') {
      only(request, 'POST', 'PUT');
      return setResult(call, id);
    }
    if (b === '@deleted') {
      only(request, 'GET');
      if (!resource.trashable)
        throw new V1Error('PE01-9003', `${resource.type} records do not go to the trash`);
      return objectResult(call, id, 200, 'trashed');
    }
    if (b === '$restore' && resource.name === 'trash') {
      only(request, 'GET', 'POST');
      return restoreResult(call, id);
    }
    const action = behavior.itemActions?.get(b);
    if (action !== undefined) {
      only(request, action.method);
      return action.run(call, id);
    }
  }
  const inner = resource.innerCollections.find((c) => c.name === b);
  if (inner === undefined) throw new V1Error('PE01-9003', `${resource.type} has no ${b}`);
  const child = resources[inner.resource];
  const childCall: ResourceCall = { ...call, resource: child, behavior: behaviorOf(child.name) };
  const via = fieldOf(child, inner.via);
  if (via?.kind !== 'reference') throw new Error(`Inner collection ${inner.name} without reference`);
  if (more.length === 0) {
    if (request.method === 'GET') return innerCollectionResult(call, id, inner, childCall);
    if (request.method === 'POST') {
      if ((await readOne(call.caller, resource, id, 'live', new Set())) === undefined) {
        throw new V1Error('PE01-1101', `No ${resource.type} ${id}`);
      }
      return createResult(childCall, new Map([[inner.via, id]]));
    }
    throw unrecognized(request);
  }
  // {resource}/{id}/{inner}/{childId}[/...]: the child's own operations, if it belongs to the parent.
  const childId = resolveId(childCall, more[0] as string);
  const childRow = await readOne(call.caller, child, childId, 'any', new Set());
  if (childRow?.[via.column] !== id)
    throw new V1Error('PE01-1101', `No ${child.type} ${childId} in ${resource.type} ${id}`);
  return resourceDispatch(childCall, more);
}
